import assert from 'node:assert/strict';
import { afterEach, describe, it } from '@jest/globals';

import { AGENT_RESULT_BATCH_MAX_BYTES, type AgentResultRequest } from '@platform/contracts';

import { AgentApiClient, AgentApiError } from './api-client.js';
import { ResultReporter } from './result-reporter.js';
import { recordedAnswer, startFakeAgentApi, type FakeAnswer, type RecordedCall } from './test-support/fake-agent-api.js';

const resultFor = (leaseToken: string): AgentResultRequest => ({
  lease_token: leaseToken,
  source_ip: '127.0.0.2',
  results: [{ address: `${leaseToken}@recipient.example`, outcome: 'delivered', response: '250 2.0.0 OK' }],
});

/** The lease tokens of each result batch the API received, in order. */
const batchesAt = (api: { callsTo(name: string): RecordedCall[] }) =>
  api.callsTo('result-batches').map((call) => call.body.results.map((result: AgentResultRequest) => result.lease_token));

describe('ResultReporter', () => {
  const apis: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(apis.splice(0).map((api) => api.close()));
  });

  async function startReporter(answer: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer> = recordedAnswer) {
    const api = await startFakeAgentApi(answer);
    apis.push(api);
    const reporter = new ResultReporter(new AgentApiClient({ apiUrl: api.url, agentId: 'agent-1', secret: 'secret-1' }));
    return { api, reporter };
  }

  it('sends the results reported in the same turn in one batch request, and answers each with its own item', async () => {
    const { api, reporter } = await startReporter((call) => ({
      status: 200,
      body: { results: call.body.results.map((result: AgentResultRequest) => ({ recorded: result.lease_token !== 'lease-2' })) },
    }));
    const answers = await Promise.all(['lease-1', 'lease-2', 'lease-3'].map((token) => reporter.report(resultFor(token))));
    assert.deepEqual(batchesAt(api), [['lease-1', 'lease-2', 'lease-3']]);
    assert.deepEqual(answers, [{ recorded: true }, { recorded: false }, { recorded: true }]);
    assert.equal(api.callsTo('results').length, 0);
  });

  it('sends a lone result at once, without waiting for others', async () => {
    const { api, reporter } = await startReporter();
    const startedAt = Date.now();
    assert.deepEqual(await reporter.report(resultFor('lone')), { recorded: true });
    assert.deepEqual(batchesAt(api), [['lone']]);
    // A request to a local server: anything near a timer's delay would show.
    assert.ok(Date.now() - startedAt < 250, `answered after ${Date.now() - startedAt} ms`);
  });

  it('collects the results that become ready while a batch is under way, and sends them together when it is answered', async () => {
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    const { api, reporter } = await startReporter(async (call) => {
      if (api.callsTo('result-batches').length === 1) await firstAnswered;
      return recordedAnswer(call);
    });
    const first = reporter.report(resultFor('first'));
    while (api.callsTo('result-batches').length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [];
    for (const token of ['second', 'third', 'fourth']) {
      later.push(reporter.report(resultFor(token)));
      // Each in a turn of its own.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    assert.equal(api.callsTo('result-batches').length, 1, 'nothing more sent while the first batch is under way');
    answerFirst();
    await Promise.all([first, ...later]);
    assert.deepEqual(batchesAt(api), [['first'], ['second', 'third', 'fourth']]);
  });

  it('sends at most 100 results in one batch', async () => {
    const { api, reporter } = await startReporter();
    const tokens = Array.from({ length: 150 }, (_, index) => `lease-${index}`);
    await Promise.all(tokens.map((token) => reporter.report(resultFor(token))));
    assert.deepEqual(batchesAt(api), [tokens.slice(0, 100), tokens.slice(100)]);
  });

  it('keeps a batch within AGENT_RESULT_BATCH_MAX_BYTES, and sends a result larger than that in a batch of its own', async () => {
    const { api, reporter } = await startReporter();
    // Results of many recipients with long replies: about 0.9 MiB each.
    const large = (token: string): AgentResultRequest => ({
      ...resultFor(token),
      results: Array.from({ length: 900 }, (_, index) => ({ address: `r${index}@recipient.example`, outcome: 'deferred' as const, response: `451 4.7.1 ${'x'.repeat(1000)}` })),
    });
    const oversized: AgentResultRequest = { ...large('huge'), results: [...large('a').results, ...large('b').results, ...large('c').results] };
    await Promise.all([large('one'), large('two'), large('three'), oversized, resultFor('small')].map((body) => reporter.report(body)));
    assert.deepEqual(batchesAt(api), [['one', 'two'], ['three'], ['huge'], ['small']]);
    for (const call of api.callsTo('result-batches')) {
      assert.ok(call.body.results.length === 1 || Buffer.byteLength(JSON.stringify(call.body)) <= AGENT_RESULT_BATCH_MAX_BYTES, 'a batch of several stays within the limit');
    }
  });

  it('fails only the result whose item is an error, with its status, so that a 503 is tried again', async () => {
    const { reporter } = await startReporter((call) => ({
      status: 200,
      body: {
        results: call.body.results.map((result: AgentResultRequest) =>
          result.lease_token === 'busy' ? { statusCode: 503, message: 'This result is being recorded; report it again shortly', error: 'Service Unavailable' } : { recorded: true },
        ),
      },
    }));
    const [fine, busy] = await Promise.allSettled([reporter.report(resultFor('fine')), reporter.report(resultFor('busy'))]);
    assert.deepEqual(fine, { status: 'fulfilled', value: { recorded: true } });
    assert.equal(busy.status, 'rejected');
    const error = (busy as PromiseRejectedResult).reason as AgentApiError;
    assert.ok(error instanceof AgentApiError);
    assert.equal(error.status, 503);
    assert.ok(error.transient);
    assert.match(error.message, /busy: This result is being recorded/);
  });

  it('fails every result of a batch the API did not answer (503), each with the status', async () => {
    const { reporter } = await startReporter(() => ({ status: 503, body: { statusCode: 503, message: 'restarting' } }));
    const outcomes = await Promise.allSettled([reporter.report(resultFor('a')), reporter.report(resultFor('b'))]);
    assert.deepEqual(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as AgentApiError).status : 'answered')),
      [503, 503],
    );
  });

  it('reports one by one to an API older than batches (404), and sends later results straight to it', async () => {
    const { api, reporter } = await startReporter((call) =>
      call.path.endsWith('/result-batches') ? { status: 404, body: { statusCode: 404, message: 'Cannot POST /api/agent/v1/result-batches' } } : recordedAnswer(call),
    );
    assert.deepEqual(await Promise.all([reporter.report(resultFor('a')), reporter.report(resultFor('b'))]), [{ recorded: true }, { recorded: true }]);
    assert.deepEqual(await reporter.report(resultFor('c')), { recorded: true });
    assert.deepEqual(batchesAt(api), [['a', 'b']], 'one batch tried');
    assert.deepEqual(api.callsTo('results').map((call) => call.body.lease_token), ['a', 'b', 'c']);
  });
});
