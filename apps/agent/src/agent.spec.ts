import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, it } from '@jest/globals';

import type { AgentHeartbeatResponse, AgentLease } from '@platform/contracts';

import { SendingAgent } from './agent.js';
import type { AgentLog, LogFields } from './agent-log.js';
import { AgentApiClient } from './api-client.js';
import { DeliveryPool } from './delivery-pool.js';
import { DestinationShaper } from './destination-shaping.js';
import { createMailHostResolver } from './mx-resolver.js';
import { OutcomeJournal, type JournaledOutcome } from './outcome-journal.js';
import { SmtpConnectionCache } from './smtp-connection-cache.js';
import { recordedAnswer, startFakeAgentApi, type FakeAnswer, type RecordedCall } from './test-support/fake-agent-api.js';
import { leaseFor } from './test-support/lease.js';
import { startRecipientSmtpServer, type RecipientSmtpServer } from './test-support/recipient-smtp-server.js';

const GENEROUS_RULES = {
  version: 1,
  default_limits: { max_connections: 10, max_messages_per_connection: 100, max_messages_per_minute: null, max_messages_per_hour: null },
  destinations: [],
  first_suspension_seconds: 60,
  max_suspension_seconds: 3600,
};

function heartbeatAnswer(status: AgentHeartbeatResponse['status'] = 'online'): FakeAnswer {
  return {
    status: 200,
    body: {
      agent_id: 'agent-1',
      status,
      ips: [{ ip: '127.0.0.2', helo: 'mail1.example.test', status: 'active' }],
      refused_ips: [],
      lease_seconds: 60,
      traffic_shaping: GENEROUS_RULES,
      suspensions: [],
      ip_warmup: [],
    } satisfies AgentHeartbeatResponse,
  };
}

/** A healthy API that hands out `leases` once, then nothing; `override` answers first when it returns. */
function apiHandingOut(leases: AgentLease[], override?: (call: RecordedCall) => FakeAnswer | undefined) {
  let handedOut = false;
  return (call: RecordedCall): FakeAnswer => {
    const special = override?.(call);
    if (special) return special;
    if (call.path.endsWith('/heartbeat')) return heartbeatAnswer();
    if (call.path.endsWith('/leases')) {
      const items = handedOut ? [] : leases.slice(0, call.body.max);
      handedOut = true;
      return { status: 200, body: { items } };
    }
    return recordedAnswer(call);
  };
}

function recordingLog() {
  const deliveries: Array<{ outcome: string; fields: LogFields }> = [];
  const events: Array<{ event: string; fields: LogFields }> = [];
  const log: AgentLog = {
    delivery: (outcome, fields) => deliveries.push({ outcome, fields }),
    event: (event, fields = {}) => events.push({ event, fields }),
  };
  return { log, deliveries, events };
}

/** The journal's line saying a lease's result was reported. */
const reportedMark = (leaseToken: string) => JSON.stringify({ kind: 'reported', lease_token: leaseToken });

async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe('SendingAgent', () => {
  let smtp: RecipientSmtpServer;
  let folder: string;
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'agent-spec-'));
    smtp = await startRecipientSmtpServer({
      rcptTo: (address) => (address.startsWith('bounce@') ? '550 5.1.1 no such user' : undefined),
      dataDelayMs: 50,
    });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await smtp.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function startAgent(
    answer: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>,
    secret = 'secret-1',
    journalPath = join(folder, `${Math.random().toString(36).slice(2)}.journal`),
  ) {
    const api = await startFakeAgentApi(answer);
    const { journal, owed } = await OutcomeJournal.open(journalPath);
    const { log, deliveries, events } = recordingLog();
    const connections = new SmtpConnectionCache({ maxOpen: 2, tlsRejectUnauthorized: false });
    const shaper = new DestinationShaper();
    const agent = new SendingAgent({
      hostname: 'sender-1.test',
      ips: ['127.0.0.2'],
      heartbeatSeconds: 60,
      pollMs: 20,
      api: new AgentApiClient({ apiUrl: api.url, agentId: 'agent-1', secret }),
      deliveries: new DeliveryPool({
        concurrency: 2,
        connections,
        resolveMailHosts: createMailHostResolver({ override: { host: '127.0.0.1', port: smtp.port } }),
        shaper,
      }),
      shaper,
      log,
      journal,
      shutdownGraceMs: 2000,
      retryDelays: { initialDelayMs: 10, maxDelayMs: 40 },
    });
    agent.start(owed);
    cleanups.push(() => api.close(), () => connections.closeAll(), () => journal.close(), () => agent.stop());
    return { api, agent, deliveries, events, journalPath };
  }

  it('heartbeats, leases, delivers from the lease IP with its HELO, logs and reports per recipient', async () => {
    const lease = leaseFor({ recipients: ['ok@recipient.example', 'bounce@recipient.example'] });
    const { api, deliveries, events } = await startAgent(apiHandingOut([lease]));
    await until(() => api.reportedResults().length === 1, 'the result report');

    const [heartbeat] = api.callsTo('heartbeat');
    assert.deepEqual(heartbeat.body, { hostname: 'sender-1.test', ips: ['127.0.0.2'] });
    assert.equal(heartbeat.headers['x-agent-id'], 'agent-1');
    assert.equal(heartbeat.headers.authorization, 'Bearer secret-1');
    assert.deepEqual(api.callsTo('leases')[0].body, { max: 2 });

    assert.equal(api.callsTo('result-batches').length, 1, 'reported in a batch');
    const report = api.reportedResults()[0];
    assert.equal(report.lease_token, 'lease-token-1');
    assert.equal(report.source_ip, '127.0.0.2');
    assert.deepEqual(
      report.results.map(({ address, outcome }: { address: string; outcome: string }) => `${address} ${outcome}`),
      ['ok@recipient.example delivered', 'bounce@recipient.example bounced'],
    );
    assert.match(report.results[1].response, /^550 5\.1\.1 no such user/);

    const received = smtp.received.at(-1)!;
    assert.equal(received.remoteAddress, '127.0.0.2');
    assert.equal(received.helo, 'mail1.example.test');

    assert.deepEqual(
      deliveries.map(({ outcome, fields }) => [outcome, fields.message, fields.to, fields.via, fields.from_ip, fields.helo]),
      [
        ['delivered', 'message-1', 'ok@recipient.example', `127.0.0.1:${smtp.port}`, '127.0.0.2', 'mail1.example.test'],
        ['bounced', 'message-1', 'bounce@recipient.example', `127.0.0.1:${smtp.port}`, '127.0.0.2', 'mail1.example.test'],
      ],
    );
    assert.equal(events[0].event, 'agent_status');
    assert.equal(events[0].fields.status, 'online');
  });

  it('journals a lease\'s results on disk before it reports them, then marks them reported', async () => {
    const lease = leaseFor({ recipients: ['ok@recipient.example'] });
    const journalPath = join(folder, 'reported.journal');
    let journalWhenReported = '';
    const { api } = await startAgent(
      apiHandingOut([lease], (call) => {
        if (call.path.endsWith('/result-batches')) journalWhenReported = readFileSync(journalPath, 'utf8');
        return undefined;
      }),
      'secret-1',
      journalPath,
    );
    await until(() => api.reportedResults().length === 1, 'the result report');
    const [journaled] = journalWhenReported.trim().split('\n').map((line) => JSON.parse(line));
    assert.equal(journaled.kind, 'outcome');
    assert.equal(journaled.outcome.lease_token, 'lease-token-1');
    assert.equal(journaled.outcome.results[0].outcome, 'delivered');
    assert.equal(api.reportedResults()[0].journaled, undefined, 'a live report is an ordinary one');
    await until(() => readFileSync(journalPath, 'utf8').includes('"reported"'), 'the reported mark');
  });

  it('on start, reports as journaled what the journal still owes, and only then leases', async () => {
    const journalPath = join(folder, 'owed.journal');
    const { journal } = await OutcomeJournal.open(journalPath);
    const owed: JournaledOutcome = { lease_token: 'lease-before-the-kill', source_ip: '127.0.0.2', results: [{ address: 'ok@recipient.example', outcome: 'delivered', response: '250 2.0.0 OK' }] };
    await journal.record(owed);
    await journal.close();
    let answerReports = false;
    const { api } = await startAgent(
      apiHandingOut([], (call) => (call.path.endsWith('/result-batches') && !answerReports ? { status: 503 } : undefined)),
      'secret-1',
      journalPath,
    );
    await until(() => api.callsTo('result-batches').length >= 2, 'the journaled report, retried while the API is down');
    assert.equal(api.callsTo('leases').length, 0, 'nothing leased while the journal is not reported');
    answerReports = true;
    await until(() => api.callsTo('leases').length >= 1, 'the first lease call, after the report');
    assert.deepEqual(api.reportedResults().at(-1), { ...owed, journaled: true });
    await until(() => readFileSync(journalPath, 'utf8').includes('"reported"'), 'the reported mark');
    const reopened = await OutcomeJournal.open(journalPath);
    await reopened.journal.close();
    assert.deepEqual(reopened.owed, [], 'marked reported: the next start owes nothing');
  });

  it('keeps retrying while the API is down, then carries on', async () => {
    let failures = 3;
    const { api, events } = await startAgent(
      apiHandingOut([leaseFor()], () => (failures-- > 0 ? { status: 503, body: { message: 'restarting' } } : undefined)),
    );
    await until(() => api.reportedResults().length === 1, 'the result report after the API came back');
    assert.equal(events.filter(({ event }) => event === 'api_call_failed').length, 3);
    assert.ok(events.some(({ event }) => event === 'api_call_recovered'));
  });

  it('retries a result batch answered 503 until the API takes it, and only then marks the result reported', async () => {
    const journalPath = join(folder, 'batch-503.journal');
    let failedReports = 0;
    const { api } = await startAgent(
      apiHandingOut([leaseFor()], (call) => {
        if (!call.path.endsWith('/result-batches')) return undefined;
        assert.ok(!readFileSync(journalPath, 'utf8').includes('"reported"'), 'not marked reported before the API took it');
        return failedReports++ < 2 ? { status: 503, body: { statusCode: 503, message: 'restarting' } } : undefined;
      }),
      'secret-1',
      journalPath,
    );
    await until(() => api.callsTo('result-batches').length === 3, 'the third report attempt');
    assert.deepEqual(api.reportedResults().map((report) => report.lease_token), ['lease-token-1', 'lease-token-1', 'lease-token-1']);
    await until(() => readFileSync(journalPath, 'utf8').includes('"reported"'), 'the reported mark');
  });

  it("retries a result its batch's answer asks to report again (503), and marks each result reported by its own answer", async () => {
    const journalPath = join(folder, 'item-503.journal');
    const leases = [leaseFor({ lease_token: 'lease-busy', message_id: 'busy' }), leaseFor({ lease_token: 'lease-fine', message_id: 'fine' })];
    let busyAnswers = 0;
    let fineMarkedWhileBusyOwed = false;
    const { api } = await startAgent(
      apiHandingOut(leases, (call) => {
        if (!call.path.endsWith('/result-batches')) return undefined;
        const journal = readFileSync(journalPath, 'utf8');
        if (journal.includes(reportedMark('lease-fine')) && !journal.includes(reportedMark('lease-busy'))) fineMarkedWhileBusyOwed = true;
        const results = call.body.results.map((report: { lease_token: string }) =>
          report.lease_token === 'lease-busy' && busyAnswers++ < 2
            ? { statusCode: 503, message: 'This result is being recorded; report it again shortly', error: 'Service Unavailable' }
            : { recorded: true },
        );
        return { status: 200, body: { results } };
      }),
      'secret-1',
      journalPath,
    );
    await until(() => readFileSync(journalPath, 'utf8').includes(reportedMark('lease-busy')), 'the busy result marked reported');
    const reports = api.reportedResults().map((report) => report.lease_token);
    assert.equal(reports.filter((token) => token === 'lease-busy').length, 3, 'the busy result reported until answered');
    assert.equal(reports.filter((token) => token === 'lease-fine').length, 1, 'the other result reported once');
    assert.ok(fineMarkedWhileBusyOwed, 'the other result was marked reported while the busy one was still owed');
  });

  it('reports to an API older than result batches (404) with one request per result', async () => {
    const leases = [leaseFor({ lease_token: 'lease-a', message_id: 'a' }), leaseFor({ lease_token: 'lease-b', message_id: 'b' })];
    const { api, events } = await startAgent(
      apiHandingOut(leases, (call) => (call.path.endsWith('/result-batches') ? { status: 404, body: { statusCode: 404, message: 'Cannot POST /api/agent/v1/result-batches' } } : undefined)),
    );
    await until(() => api.callsTo('results').length === 2, 'both results reported one by one');
    assert.deepEqual(api.callsTo('results').map((call) => call.body.lease_token).sort(), ['lease-a', 'lease-b']);
    assert.ok(api.callsTo('result-batches').length <= 2, 'batches are not tried again for every result');
    assert.ok(!events.some(({ event }) => event === 'api_call_failed' || event === 'result_dropped'), 'the 404 is no failure');
  });

  it('keeps reporting a result past the end of the lease and its grace, then as journaled, until the API answers', async () => {
    const leasedAt = Date.now();
    const lease = leaseFor({ lease_expires_at: new Date(leasedAt + 400).toISOString() });
    // The API is away for longer than the lease and its takeover grace (about 800 ms), as a restart on a loaded machine can be.
    const backAt = leasedAt + 1500;
    const { api, events } = await startAgent(
      apiHandingOut([lease], (call) => {
        if (!call.path.endsWith('/result-batches')) return undefined;
        return Date.now() < backAt ? { status: 503 } : { status: 200, body: { results: [{ recorded: false, settled: true }] } };
      }),
    );
    await until(() => events.some(({ event }) => event === 'journal_reported'), 'the journaled report');
    const reports = api.reportedResults();
    assert.equal(reports[0].journaled, undefined, 'reported as a plain result while the lease and its grace last');
    assert.equal(reports.at(-1)!.journaled, true, 'then as journaled, which settles the delivery instead of it being sent again');
    assert.ok(!events.some(({ event }) => event === 'result_dropped'), 'nothing dropped');
    assert.equal(events.find(({ event }) => event === 'journal_reported')!.fields.outcome, 'settled a later attempt');
  });

  it('logs a wrong agent id or secret and never delivers', async () => {
    const { api, events } = await startAgent(() => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }), 'wrong');
    await until(() => api.callsTo('heartbeat').length >= 2, 'a second heartbeat attempt');
    assert.equal(api.callsTo('leases').length, 0);
    assert.match(String(events.find(({ event }) => event === 'api_unauthorized')?.fields.error), /wrong agent id or secret/);
  });

  it('asks for no leases while an admin has set the agent offline', async () => {
    const { api } = await startAgent((call) => (call.path.endsWith('/heartbeat') ? heartbeatAnswer('offline') : { status: 200, body: { items: [] } }));
    await until(() => api.callsTo('heartbeat').length === 1, 'the heartbeat');
    await sleep(100);
    assert.equal(api.callsTo('leases').length, 0);
  });

  it('on stop, finishes the deliveries in progress and reports them before returning', async () => {
    const { api, agent } = await startAgent(apiHandingOut([leaseFor({ message_id: 'in-flight' })]));
    await until(() => api.callsTo('leases').length >= 1, 'the lease');
    const { unfinished } = await agent.stop();
    assert.equal(unfinished, 0);
    assert.equal(api.reportedResults().length, 1);
    const leaseCalls = api.callsTo('leases').length;
    await sleep(100);
    assert.equal(api.callsTo('leases').length, leaseCalls, 'no lease requests after stop');
  });
});
