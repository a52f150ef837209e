import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, test } from '@jest/globals';
import type { DeliveryLogEntry, ListResponse } from '@platform/contracts';
import { leaseTakeoverGraceMs } from '@platform/contracts';
import { startAgentProcess, type AgentProcess } from './support/agent-process.js';
import { startDnsTestServer, type DnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender, type TestSender } from './support/sending-fixture.js';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const LEASE_SECONDS = 3;
const AGENT_IP = '127.0.0.2';
const SECOND_AGENT_IP = '127.0.0.3';

/**
 * Between the agent and the API: passes every call on to `state.apiUrl`, except result reports
 * (alone or in batches) while `holdReports` is set, which it keeps unanswered and never passes on
 * (the agent is killed meanwhile), and every call while `apiAway` is set, whose connection it
 * drops (the API is down).
 */
function startReportHoldingProxy(apiUrl: string) {
  const held: IncomingMessage[] = [];
  const state = { holdReports: false, apiAway: false, apiUrl };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (state.apiAway) {
      request.socket.destroy();
      return;
    }
    if (state.holdReports && /\/(results|result-batches)$/.test(request.url ?? '')) {
      held.push(request);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
      fetch(`${state.apiUrl}${request.url}`, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }).then(
        async (answer) => response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer())),
        () => response.destroy(),
      );
    });
  });
  return {
    state,
    held,
    /** Where the agent reaches the proxy: set by listen(). */
    url: '',
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return this.url;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let api: TestApp;
let dns: DnsTestServer;
let mx: SmtpTestServer;
let proxy: ReturnType<typeof startReportHoldingProxy>;
let sender: TestSender;
const agents: AgentProcess[] = [];

const waitFor = async <T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  dns = await startDnsTestServer();
  mx = await startSmtpTestServer();
  api = await startTestApp({ env: { DNS_SERVERS: dns.address, LEASE_SECONDS: String(LEASE_SECONDS), AGENT_OFFLINE_AFTER_SECONDS: '3' } });
  await api.app.listen(0, '127.0.0.1');
  proxy = startReportHoldingProxy(`http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`);
  sender = await createTestSender(api, dns, { domain: 'journaled-mail.example', sendPlan: 'provider' });
});

afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.kill('SIGKILL')));
  await proxy?.close();
  await api?.close();
  await mx?.close();
  await dns?.close();
});

test('an agent SIGKILLed right after the remote 250, before it reported, reports from its journal on restart and the recipient gets one copy', async () => {
  const apiUrl = await proxy.listen();
  const created = await adminCall<{ _id: string; agent_id: string; agent_secret: string }>(api, 'post', '/api/admin/agents', {
    agent_id: 'journaling-agent',
    hostname: 'journaling-agent.test',
    agent_type: 'provider',
  });
  const start = (journalPath?: string) => {
    const agent = startAgentProcess({
      apiUrl,
      agentId: created.agent_id,
      secret: created.agent_secret,
      hostname: 'journaling-agent.test',
      ips: [AGENT_IP],
      mxOverride: `127.0.0.1:${mx.port}`,
      journalPath,
    });
    agents.push(agent);
    return agent;
  };
  const first = start();
  await waitFor('the agent\'s IP', async () => {
    const ips = await adminCall<{ items: Array<{ ip: string }> }>(api, 'get', `/api/admin/agents/${created._id}/ips`);
    return ips.items.some((item) => item.ip === AGENT_IP);
  });

  proxy.state.holdReports = true;
  const response = await api.http
    .post('/api/v1/messages')
    .set('authorization', `Bearer ${sender.apiKey}`)
    .send({ from: `news@${sender.domain}`, to: 'reader@journaled-inbox.example', subject: 'Sent once', text: 'Sent once' });
  assert.equal(response.status, 202, JSON.stringify(response.body));
  await waitFor('the message at the MX', () => mx.received.length === 1);
  // The report is on its way (held here): the outcome was journaled before it, so killing now
  // is killing between the remote 250 and the report.
  await waitFor('the agent\'s result report', () => proxy.held.length === 1);
  await first.kill('SIGKILL');
  assert.match(readFileSync(first.journalPath, 'utf8'), /"outcome":"delivered"/, 'the journal holds the outcome');

  // Until the lease and its takeover grace are over the API would not lease the delivery again;
  // after, it would, and the restarted agent would send it a second time without its journal.
  const leaseMs = LEASE_SECONDS * 1000;
  await new Promise((resolve) => setTimeout(resolve, leaseMs + leaseTakeoverGraceMs(leaseMs) + 1000));
  proxy.state.holdReports = false;
  const second = start(first.journalPath);
  await waitFor('the journal replayed', () => /journal_reported/.test(second.output()));
  const delivered = await waitFor('the delivered log entry', async () => {
    const logs = await adminCall<ListResponse<DeliveryLogEntry>>(api, 'get', '/api/admin/reports/logs?recipient=reader%40journaled-inbox&limit=100');
    return logs.items.length ? logs.items : undefined;
  });
  assert.deepEqual(delivered.map((entry) => entry.status), ['delivered']);
  // Another lease time with the agent leasing: nothing is sent again.
  await new Promise((resolve) => setTimeout(resolve, leaseMs + 1000));
  assert.equal(mx.received.length, 1, 'one copy at the MX');
  assert.match(second.output(), /journal_reported .*outcome=recorded/);
});

test('the API away for longer than a lease and its grace: once an API process is back, the agent\'s result settles the delivery and the recipient gets one copy', async () => {
  // The agent of the test before leases no more.
  await Promise.all(agents.splice(0).map((each) => each.kill('SIGKILL')));
  const apiUrl = proxy.url;
  const created = await adminCall<{ _id: string; agent_id: string; agent_secret: string }>(api, 'post', '/api/admin/agents', {
    agent_id: 'patient-agent',
    hostname: 'patient-agent.test',
    agent_type: 'provider',
  });
  const agent = startAgentProcess({
    apiUrl,
    agentId: created.agent_id,
    secret: created.agent_secret,
    hostname: 'patient-agent.test',
    ips: [SECOND_AGENT_IP],
    mxOverride: `127.0.0.1:${mx.port}`,
  });
  agents.push(agent);
  await waitFor('the agent\'s IP', async () => {
    const ips = await adminCall<{ items: Array<{ ip: string }> }>(api, 'get', `/api/admin/agents/${created._id}/ips`);
    return ips.items.some((item) => item.ip === SECOND_AGENT_IP);
  });
  const copiesBefore = mx.received.length;

  proxy.state.holdReports = true;
  const response = await api.http
    .post('/api/v1/messages')
    .set('authorization', `Bearer ${sender.apiKey}`)
    .send({ from: `news@${sender.domain}`, to: 'patient@journaled-inbox.example', subject: 'Sent once though the API was away', text: 'Sent once' });
  assert.equal(response.status, 202, JSON.stringify(response.body));
  await waitFor('the message at the MX', () => mx.received.length === copiesBefore + 1);
  await waitFor('the agent\'s result report', () => proxy.held.length >= 1);
  // The API goes away before the report reaches it, and stays away past the lease and its grace.
  proxy.state.apiAway = true;
  for (const request of proxy.held.splice(0)) request.socket.destroy();
  const leaseMs = LEASE_SECONDS * 1000;
  await new Promise((resolve) => setTimeout(resolve, leaseMs + leaseTakeoverGraceMs(leaseMs) + 1000));

  // Another API process on the same database comes up (a restart), and the agent reaches it.
  const restarted = await startTestApp({ shareWith: api, env: { DNS_SERVERS: dns.address, LEASE_SECONDS: String(LEASE_SECONDS), AGENT_OFFLINE_AFTER_SECONDS: '3' } });
  try {
    await restarted.app.listen(0, '127.0.0.1');
    proxy.state.apiUrl = `http://127.0.0.1:${(restarted.app.getHttpServer().address() as AddressInfo).port}`;
    proxy.state.holdReports = false;
    proxy.state.apiAway = false;
    await waitFor('the result reported as journaled', () => /journal_reported/.test(agent.output()));
    // Another lease time and grace with the agent leasing from the new process: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, leaseMs + leaseTakeoverGraceMs(leaseMs) + 1000));
    assert.equal(mx.received.length, copiesBefore + 1, 'one copy at the MX');
    const logs = await adminCall<ListResponse<DeliveryLogEntry>>(restarted, 'get', '/api/admin/reports/logs?recipient=patient%40journaled-inbox&limit=100');
    assert.deepEqual(logs.items.map((entry) => entry.status), ['delivered']);
    assert.doesNotMatch(agent.output(), /result_dropped/);
  } finally {
    proxy.state.apiUrl = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
    await restarted.close();
  }
});
