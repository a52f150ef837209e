import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type { AgentHeartbeatResponse, AgentLease, DestinationSuspensionList } from '@platform/contracts';
import { startDnsTestServer, type DnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender, type TestSender } from './support/sending-fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface TestAgent {
  _id: string;
  agent_id: string;
  secret: string;
}

describe('agent protocol (/api/agent/v1)', () => {
  let api: TestApp;
  let dns: DnsTestServer;
  let providerAgent: TestAgent;
  let customerAgent: TestAgent;
  let providerSender: TestSender;
  let byoipSender: TestSender;

  const agentCall = (agent: TestAgent, path: string, body: object, secret = agent.secret) =>
    api.http.post(`/api/agent/v1/${path}`).set('x-agent-id', agent.agent_id).set('authorization', `Bearer ${secret}`).send(body);

  const createAgent = async (body: object): Promise<TestAgent> => {
    const created = await adminCall<{ _id: string; agent_id: string; agent_secret: string }>(api, 'post', '/api/admin/agents', body);
    return { _id: created._id, agent_id: created.agent_id, secret: created.agent_secret };
  };

  const lease = async (agent: TestAgent, max = 10): Promise<AgentLease[]> => {
    const response = await agentCall(agent, 'leases', { max });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.items;
  };

  const send = (sender: TestSender, to: string) =>
    api.http
      .post('/api/v1/messages')
      .set('authorization', `Bearer ${sender.apiKey}`)
      .send({ from: `news@${sender.domain}`, to, subject: `to ${to}`, text: 'hello' })
      .expect(202);

  beforeAll(async () => {
    dns = await startDnsTestServer();
    api = await startTestApp({ env: { DNS_SERVERS: dns.address, LEASE_SECONDS: '60' } });
    providerAgent = await createAgent({ agent_id: 'provider-1', hostname: 'provider-1.example', agent_type: 'provider' });
    const beat = await agentCall(providerAgent, 'heartbeat', { hostname: 'mta-p1.example.net', ips: ['192.0.2.10', '192.0.2.11'] });
    assert.equal(beat.status, 200, JSON.stringify(beat.body));
    providerSender = await createTestSender(api, dns, { domain: 'provider-sender.example', sendPlan: 'provider' });
    byoipSender = await createTestSender(api, dns, {
      domain: 'byoip-sender.example',
      sendPlan: 'byoip',
      dedicatedIps: ['198.51.100.7'],
      beforeDomain: async (userId) => {
        customerAgent = await createAgent({ agent_id: 'customer-1', hostname: 'c1.example', agent_type: 'customer', owner_user_id: userId });
        await agentCall(customerAgent, 'heartbeat', { hostname: 'mta-c1.example.net', ips: ['198.51.100.7', '198.51.100.8'] }).expect(200);
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    await dns?.close();
  });

  test('a heartbeat records hostname and IPs, makes the agent online, and answers its IPs with their HELO', async () => {
    const response = await agentCall(providerAgent, 'heartbeat', { hostname: 'mta-p1.example.net', ips: ['192.0.2.10', '192.0.2.11', 'not-an-ip'] });
    assert.equal(response.status, 200);
    const body = response.body as AgentHeartbeatResponse;
    assert.equal(body.status, 'online');
    assert.deepEqual(body.ips.map((ip) => ip.ip).sort(), ['192.0.2.10', '192.0.2.11']);
    assert.deepEqual(body.refused_ips, ['not-an-ip']);
    assert.equal(body.lease_seconds, 60);
    const agent = await adminCall<{ status: string; hostname: string }>(api, 'get', `/api/admin/agents/${providerAgent._id}`);
    assert.equal(agent.status, 'online');
    assert.equal(agent.hostname, 'mta-p1.example.net');
  });

  test('a wrong secret or unknown agent gets 401 and no delivery', async () => {
    await send(providerSender, 'someone@wrong-secret.example');
    assert.equal((await agentCall(providerAgent, 'leases', { max: 10 }, 'wrong-secret')).status, 401);
    assert.equal((await agentCall({ ...providerAgent, agent_id: 'nobody' }, 'leases', { max: 10 })).status, 401);
    assert.equal((await api.http.post('/api/agent/v1/leases').send({ max: 1 })).status, 401);
    const leases = await lease(providerAgent);
    assert.deepEqual(leases.map((item) => item.recipients[0]), ['someone@wrong-secret.example'], 'still there for the real agent');
    await agentCall(providerAgent, 'results', {
      lease_token: leases[0].lease_token,
      source_ip: leases[0].source_ip,
      results: [{ address: 'someone@wrong-secret.example', outcome: 'delivered', response: '250 ok' }],
    }).expect(200);
  });

  test('provider mail goes only to provider agents, from one of their IPs with its HELO', async () => {
    await send(providerSender, 'reader@provider-mail.example');
    assert.deepEqual(await lease(customerAgent), [], 'a customer agent never gets provider mail');
    const [item] = await lease(providerAgent);
    assert.deepEqual(item.recipients, ['reader@provider-mail.example']);
    assert.ok(['192.0.2.10', '192.0.2.11'].includes(item.source_ip));
    assert.equal(item.helo, 'mta-p1.example.net');
    assert.match(Buffer.from(item.raw, 'base64').toString(), /^DKIM-Signature: /);

    const report = {
      lease_token: item.lease_token,
      source_ip: item.source_ip,
      results: [{ address: 'reader@provider-mail.example', outcome: 'delivered', response: '250 2.0.0 queued' }],
    };
    assert.deepEqual((await agentCall(providerAgent, 'results', report)).body, { recorded: true });
    assert.deepEqual((await agentCall(providerAgent, 'results', report)).body, { recorded: false }, 'a duplicate report changes nothing');
    const logs = await adminCall<{ items: Array<{ to: string; status: string; source_ip: string; agent_hostname: string }> }>(
      api,
      'get',
      '/api/admin/reports/logs?page=1&limit=100',
    );
    const entries = logs.items.filter((entry) => entry.to === 'reader@provider-mail.example');
    assert.equal(entries.length, 1);
    assert.deepEqual(
      { status: entries[0].status, source_ip: entries[0].source_ip, agent_hostname: entries[0].agent_hostname },
      { status: 'delivered', source_ip: item.source_ip, agent_hostname: 'mta-p1.example.net' },
    );
  });

  test("byoip mail goes only to the owner's agents, from the domain's dedicated IP", async () => {
    await send(byoipSender, 'reader@byoip-mail.example');
    assert.deepEqual(await lease(providerAgent), [], 'a provider agent never gets byoip mail');
    const [item] = await lease(customerAgent);
    assert.deepEqual(item.recipients, ['reader@byoip-mail.example']);
    assert.equal(item.source_ip, '198.51.100.7', 'only the dedicated IP, not the agent’s other one');
    const wrongAgentReport = await agentCall(providerAgent, 'results', {
      lease_token: item.lease_token,
      source_ip: '192.0.2.10',
      results: [{ address: 'reader@byoip-mail.example', outcome: 'delivered', response: '250' }],
    });
    assert.deepEqual(wrongAgentReport.body, { recorded: false }, 'one agent cannot report on another agent’s lease');
    await agentCall(customerAgent, 'results', {
      lease_token: item.lease_token,
      source_ip: item.source_ip,
      results: [{ address: 'reader@byoip-mail.example', outcome: 'deferred', response: '451 later' }],
    }).expect(200);
  });

  test("an agent's throttling reply suspends a destination only on its own IPs: a customer's agent reporting from a platform IP suspends nothing", async () => {
    const THROTTLE = '421 4.7.28 Our system has detected an unusual rate of unsolicited mail originating from your IP address';
    const suspensions = async () => (await adminCall<DestinationSuspensionList>(api, 'get', '/api/admin/traffic-shaping/suspensions')).items.map((item) => `${item.source_ip} ${item.destination}`);
    const throttledReport = async (to: string, sourceIp: string) => {
      await send(byoipSender, to);
      const [item] = await lease(customerAgent);
      assert.deepEqual(item.recipients, [to]);
      const report = { lease_token: item.lease_token, source_ip: sourceIp, destination: 'gmail', results: [{ address: to, outcome: 'deferred', response: THROTTLE }] };
      assert.deepEqual((await agentCall(customerAgent, 'results', report)).body, { recorded: true });
    };

    await throttledReport('reader@foreign-ip.example', '192.0.2.10');
    assert.deepEqual(await suspensions(), [], "the provider agent's IP is not the customer agent's to suspend");
    // The same report from the agent's own IP is believed.
    await throttledReport('reader@own-ip.example', '198.51.100.7');
    assert.deepEqual(await suspensions(), ['198.51.100.7 gmail']);
  });

  test('an inactive dedicated IP is never used: its deliveries wait', async () => {
    await adminCall(api, 'patch', '/api/admin/ips/198.51.100.7', { status: 'inactive' });
    try {
      await send(byoipSender, 'reader@inactive-ip.example');
      assert.deepEqual(await lease(customerAgent), []);
    } finally {
      await adminCall(api, 'patch', '/api/admin/ips/198.51.100.7', { status: 'active' });
    }
    const items = await lease(customerAgent);
    assert.ok(items.some((item) => item.recipients[0] === 'reader@inactive-ip.example'));
  });

  test('an agent an admin set offline gets no new leases (a drain)', async () => {
    await adminCall(api, 'patch', `/api/admin/agents/${providerAgent._id}`, { status: 'offline' });
    try {
      await send(providerSender, 'reader@drained.example');
      assert.deepEqual(await lease(providerAgent), []);
      const beat = await agentCall(providerAgent, 'heartbeat', { hostname: 'mta-p1.example.net', ips: ['192.0.2.10'] });
      assert.equal(beat.body.status, 'offline');
    } finally {
      await adminCall(api, 'patch', `/api/admin/agents/${providerAgent._id}`, { status: 'online' });
    }
    assert.ok((await lease(providerAgent)).some((item) => item.recipients[0] === 'reader@drained.example'));
  });

  test("a release gives unfinished leases back at once: another agent leases them, the late report is refused; other agents' leases stay", async () => {
    const stopping = await createAgent({ agent_id: 'provider-stopping', hostname: 'stopping.example', agent_type: 'provider' });
    await agentCall(stopping, 'heartbeat', { hostname: 'mta-stop.example.net', ips: ['192.0.2.20'] }).expect(200);
    await send(providerSender, 'reader@released.example');
    const [held] = await lease(stopping);
    assert.deepEqual(held.recipients, ['reader@released.example']);

    assert.deepEqual((await agentCall(providerAgent, 'releases', { lease_tokens: [held.lease_token] })).body, { released: 0 }, "not the caller's lease");
    assert.deepEqual(await lease(providerAgent), [], 'still held by the agent that leased it');
    const released = await agentCall(stopping, 'releases', { lease_tokens: [held.lease_token, 'not-a-lease', `${'0'.repeat(24)}.unknown`] });
    assert.equal(released.status, 200, JSON.stringify(released.body));
    assert.deepEqual(released.body, { released: 1 });

    const [again] = await lease(providerAgent);
    assert.equal(again.delivery_id, held.delivery_id, 'leased again without waiting for the lease to expire');
    const lateReport = {
      lease_token: held.lease_token,
      source_ip: held.source_ip,
      results: [{ address: 'reader@released.example', outcome: 'delivered', response: '250 late' }],
    };
    assert.deepEqual((await agentCall(stopping, 'results', lateReport)).body, { recorded: false });
    await agentCall(providerAgent, 'results', { ...lateReport, lease_token: again.lease_token, source_ip: again.source_ip }).expect(200);

    const bad = await agentCall(stopping, 'releases', { lease_tokens: 'all' });
    assert.equal(bad.status, 400);
    assert.match(JSON.stringify(bad.body.message), /lease_tokens/);
  });

  test('bad protocol input is a 400 naming the field', async () => {
    const response = await agentCall(providerAgent, 'leases', { max: 0 });
    assert.equal(response.status, 400);
    assert.match(JSON.stringify(response.body.message), /max/);
    const badResult = await agentCall(providerAgent, 'results', { lease_token: 'x', source_ip: '192.0.2.10', results: [{ address: 'a@b', outcome: 'exploded', response: '' }] });
    assert.equal(badResult.status, 400);
    assert.match(JSON.stringify(badResult.body.message), /outcome/);
  });

  test("a result's TLS facts are checked field by field: a bad one is a 400 naming it", async () => {
    const withTls = (tls: unknown) => ({ lease_token: 'x', source_ip: '192.0.2.10', results: [{ address: 'a@b', outcome: 'delivered', response: '250 ok', tls }] });
    const cases: Array<[unknown, RegExp]> = [
      [{ version: 'TLSv1.3', verified: true, mta_sts: 'strict' }, /mta_sts/],
      [{ version: 'TLSv1.3 <script>', verified: true, mta_sts: 'none' }, /version must be a TLS version name/],
      [{ version: 'TLSv1.3', verified: 'yes', mta_sts: 'none' }, /verified/],
      [{ version: null, verified: false, mta_sts: 'enforce', mta_sts_failure: 'x'.repeat(501) }, /mta_sts_failure/],
      ['TLSv1.3', /tls/],
    ];
    for (const [tls, field] of cases) {
      const response = await agentCall(providerAgent, 'results', withTls(tls));
      assert.equal(response.status, 400, JSON.stringify(tls));
      assert.match(JSON.stringify(response.body.message), field);
    }
    // Well-formed (and a plaintext session's null version): the lease is unknown, nothing is recorded.
    const accepted = await agentCall(providerAgent, 'results', withTls({ version: null, verified: false, mta_sts: 'enforce', mta_sts_failure: 'mx.example.com offered no STARTTLS' }));
    assert.deepEqual(accepted.body, { recorded: false });
  });
});
