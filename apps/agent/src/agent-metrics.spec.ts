import assert from 'node:assert/strict';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { AgentLog } from './agent-log.js';
import { AgentMetrics, meteredLog } from './agent-metrics.js';
import { startMetricsServer } from './metrics-server.js';
import { tlsLogFields } from './tls-requirements.js';

const TOKEN = 'agent-metrics-token-for-tests';

describe('the agent\'s /metrics', () => {
  const written: string[] = [];
  const quietLog: AgentLog = {
    delivery: (outcome) => written.push(outcome),
    event: (event) => written.push(event),
  };
  let inProgress = 3;
  const suspensions = [{ source_ip: '192.0.2.10', destination: 'gmail' }];
  const metrics = new AgentMetrics(() => inProgress, () => suspensions);
  const log = meteredLog(quietLog, metrics);
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN, registry: metrics.registry });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => { await server.close(); });

  it('answers 401 without the token or with a wrong one, 404 elsewhere', async () => {
    assert.equal((await fetch(url)).status, 401);
    assert.equal((await fetch(url, { headers: { authorization: 'Bearer wrong-token' } })).status, 401);
    assert.equal((await fetch(url.replace('/metrics', '/'), { headers: { authorization: `Bearer ${TOKEN}` } })).status, 404);
  });

  it('counts every result and event the agent logs, which are still written', async () => {
    log.delivery('delivered', { to: 'a@example.com' });
    log.delivery('delivered', { to: 'b@example.com' });
    log.delivery('deferred', { to: 'c@example.com' });
    log.event('api_call_failed', { call: 'leases' });
    log.event('agent_status', { status: 'online' });
    inProgress = 2;
    assert.deepEqual(written, ['delivered', 'delivered', 'deferred', 'api_call_failed', 'agent_status']);

    const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    assert.match(text, /^agent_deliveries_total\{outcome="delivered"\} 2$/m);
    assert.match(text, /^agent_deliveries_total\{outcome="deferred"\} 1$/m);
    assert.match(text, /^agent_events_total\{event="api_call_failed"\} 1$/m);
    assert.match(text, /^agent_online 1$/m);
    assert.match(text, /^agent_deliveries_in_progress 2$/m);
    assert.match(text, /^agent_destination_suspended\{source_ip="192\.0\.2\.10",destination="gmail"\} 1$/m);
    assert.match(text, /^process_cpu_seconds_total /m);
  });

  it('goes offline in the metrics when the API says so', async () => {
    log.event('agent_status', { status: 'offline' });
    const text = await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    assert.match(text, /^agent_online 0$/m);
  });

  it('counts results by TLS version and verification, and MTA-STS results by mode', async () => {
    log.delivery('delivered', { to: 'a@example.com', ...tlsLogFields({ version: 'TLSv1.3', verified: true, mta_sts: 'enforce' }) });
    log.delivery('deferred', { to: 'b@example.com', ...tlsLogFields({ version: 'TLSv1.3', verified: false, mta_sts: 'enforce', mta_sts_failure: 'mx certificate not valid' }) });
    log.delivery('delivered', { to: 'c@example.com', ...tlsLogFields({ version: 'TLSv1.2', verified: false, mta_sts: 'testing', mta_sts_failure: 'mx certificate not valid' }) });
    log.delivery('delivered', { to: 'd@example.com', ...tlsLogFields({ version: null, verified: false, mta_sts: 'none' }) });
    const text = await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    assert.match(text, /^agent_delivery_tls_total\{version="TLSv1.3",verified="true"\} 1$/m);
    assert.match(text, /^agent_delivery_tls_total\{version="TLSv1.3",verified="false"\} 1$/m);
    assert.match(text, /^agent_delivery_tls_total\{version="TLSv1.2",verified="false"\} 1$/m);
    assert.match(text, /^agent_delivery_tls_total\{version="none",verified="false"\} 1$/m);
    assert.match(text, /^agent_mta_sts_total\{mode="enforce",result="passed"\} 1$/m);
    assert.match(text, /^agent_mta_sts_total\{mode="enforce",result="refused"\} 1$/m);
    assert.match(text, /^agent_mta_sts_total\{mode="testing",result="failed"\} 1$/m);
    assert.doesNotMatch(text, /^agent_mta_sts_total\{mode="none"/m);
  });
});
