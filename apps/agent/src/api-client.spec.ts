import assert from 'node:assert/strict';
import { afterAll, describe, it } from '@jest/globals';

import type { AgentLog, LogFields } from './agent-log.js';
import { AgentApiClient, AgentApiError, callWithRetry } from './api-client.js';
import { closedPort } from './test-support/recipient-smtp-server.js';
import { startFakeAgentApi } from './test-support/fake-agent-api.js';

function recordingLog() {
  const events: Array<{ event: string; fields: LogFields }> = [];
  const log: AgentLog = { delivery: () => undefined, event: (event, fields = {}) => events.push({ event, fields }) };
  return { log, events };
}

const fastRetry = { initialDelayMs: 5, maxDelayMs: 20 };

describe('AgentApiClient', () => {
  const apis: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => { await Promise.all(apis.map((api) => api.close())); });

  it('posts to /api/agent/v1/<call> with the agent id and the secret as bearer token', async () => {
    const api = await startFakeAgentApi(() => ({ status: 200, body: { items: [] } }));
    apis.push(api);
    const client = new AgentApiClient({ apiUrl: api.url, agentId: 'agent-7', secret: 'top-secret' });
    assert.deepEqual(await client.leaseDeliveries({ max: 3 }), { items: [] });
    assert.equal(api.calls[0].path, '/api/agent/v1/leases');
    assert.equal(api.calls[0].headers['x-agent-id'], 'agent-7');
    assert.equal(api.calls[0].headers.authorization, 'Bearer top-secret');
    assert.deepEqual(api.calls[0].body, { max: 3 });
  });

  it('turns a 401 into an unauthorized error', async () => {
    const api = await startFakeAgentApi(() => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }));
    apis.push(api);
    const client = new AgentApiClient({ apiUrl: api.url, agentId: 'agent-7', secret: 'wrong' });
    await assert.rejects(client.heartbeat({ hostname: 'h', ips: [] }), (error: AgentApiError) => {
      return error.status === 401 && error.unauthorized && !error.transient;
    });
  });

  it('turns a refused connection into a transient error without status', async () => {
    const client = new AgentApiClient({ apiUrl: `http://127.0.0.1:${await closedPort()}`, agentId: 'a', secret: 's' });
    await assert.rejects(client.heartbeat({ hostname: 'h', ips: [] }), (error: AgentApiError) => {
      return error.status === null && error.transient && /ECONNREFUSED/.test(error.message);
    });
  });
});

describe('callWithRetry', () => {
  const signal = new AbortController().signal;

  it('retries failures until the call succeeds, and logs the failures and the recovery', async () => {
    const { log, events } = recordingLog();
    let attempts = 0;
    const result = await callWithRetry(
      async () => {
        if (++attempts < 3) throw new AgentApiError('answered 503', 503);
        return 'ok';
      },
      { call: 'heartbeat', log, signal, ...fastRetry },
    );
    assert.equal(result, 'ok');
    assert.deepEqual(events.map(({ event }) => event), ['api_call_failed', 'api_call_failed', 'api_call_recovered']);
    assert.deepEqual(events.slice(0, 2).map(({ fields }) => fields.retry_in_ms), [5, 10]);
  });

  it('says plainly that the agent id or secret is wrong on 401, and keeps trying at the longest delay', async () => {
    const { log, events } = recordingLog();
    let attempts = 0;
    await callWithRetry(
      async () => {
        if (++attempts < 3) throw new AgentApiError('answered 401', 401);
        return 'ok';
      },
      { call: 'leases', log, signal, ...fastRetry },
    );
    assert.equal(events[0].event, 'api_unauthorized');
    assert.match(String(events[0].fields.error), /wrong agent id or secret/);
    assert.equal(events[0].fields.retry_in_ms, 20);
  });

  it('gives up at once on an error that is not worth a retry', async () => {
    const { log } = recordingLog();
    let attempts = 0;
    const result = await callWithRetry(
      async () => {
        attempts++;
        throw new AgentApiError('answered 400', 400);
      },
      { call: 'results', log, signal, retryable: (error) => error.transient, ...fastRetry },
    );
    assert.equal(result, undefined);
    assert.equal(attempts, 1);
  });

  it('gives up when the next attempt would come after giveUpAt', async () => {
    const { log, events } = recordingLog();
    let attempts = 0;
    const result = await callWithRetry(
      async () => {
        attempts++;
        throw new AgentApiError('failed: ECONNREFUSED', null);
      },
      { call: 'results', log, signal, giveUpAt: Date.now() + 12, ...fastRetry },
    );
    assert.equal(result, undefined);
    assert.equal(attempts, 2);
    assert.equal(events.at(-1)?.fields.retry, 'no, lease expires');
  });

  it('stops retrying when the signal aborts', async () => {
    const { log } = recordingLog();
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 30);
    const result = await callWithRetry(
      async () => {
        throw new AgentApiError('answered 502', 502);
      },
      { call: 'heartbeat', log, signal: stop.signal, initialDelayMs: 1000, maxDelayMs: 1000 },
    );
    assert.equal(result, undefined);
  });
});
