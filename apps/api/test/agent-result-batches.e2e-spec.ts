import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { AGENT_RESULT_BATCH_MAX, AGENT_RESULT_BATCH_MAX_BYTES, type AgentLease, type AgentResultBatchResponse, type AgentResultRequest } from '@platform/contracts';
import { startDnsTestServer, type DnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender, type TestSender } from './support/sending-fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface TestAgent {
  agent_id: string;
  secret: string;
}

/** A lease token of the current form naming a delivery nobody leased. */
const UNKNOWN_LEASE = `${'0'.repeat(24)}.1.unknown`;

describe('agent result batches (POST /api/agent/v1/result-batches)', () => {
  let api: TestApp;
  let dns: DnsTestServer;
  let agent: TestAgent;
  let otherAgent: TestAgent;
  let sender: TestSender;

  const agentCall = (caller: TestAgent, path: string, body: object) =>
    api.http.post(`/api/agent/v1/${path}`).set('x-agent-id', caller.agent_id).set('authorization', `Bearer ${caller.secret}`).send(body);

  const createAgent = async (agentId: string, ip: string): Promise<TestAgent> => {
    const created = await adminCall<{ agent_id: string; agent_secret: string }>(api, 'post', '/api/admin/agents', {
      agent_id: agentId,
      hostname: `${agentId}.example`,
      agent_type: 'provider',
    });
    const testAgent = { agent_id: created.agent_id, secret: created.agent_secret };
    await agentCall(testAgent, 'heartbeat', { hostname: `mta.${agentId}.example.net`, ips: [ip] }).expect(200);
    return testAgent;
  };

  /** Sends one message to each address and leases their deliveries to `caller`, in the order of `to`. */
  const sendAndLease = async (caller: TestAgent, to: string[]): Promise<AgentLease[]> => {
    for (const address of to) {
      await api.http
        .post('/api/v1/messages')
        .set('authorization', `Bearer ${sender.apiKey}`)
        .send({ from: `news@${sender.domain}`, to: address, subject: `to ${address}`, text: 'hello' })
        .expect(202);
    }
    const response = await agentCall(caller, 'leases', { max: 100 });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const leases = response.body.items as AgentLease[];
    return to.map((address) => {
      const found = leases.find((lease) => lease.recipients[0] === address);
      assert.ok(found, `${address} leased`);
      return found;
    });
  };

  const resultOf = (lease: AgentLease, outcome: 'delivered' | 'bounced' | 'deferred', response: string): AgentResultRequest => ({
    lease_token: lease.lease_token,
    source_ip: lease.source_ip,
    results: [{ address: lease.recipients[0], outcome, response }],
  });

  const logEntriesTo = async (address: string) => {
    const logs = await adminCall<{ items: Array<{ to: string; status: string; response: string; agent_hostname: string }> }>(
      api,
      'get',
      `/api/admin/reports/logs?page=1&limit=100`,
    );
    return logs.items.filter((entry) => entry.to === address);
  };

  beforeAll(async () => {
    dns = await startDnsTestServer();
    api = await startTestApp({ env: { DNS_SERVERS: dns.address, LEASE_SECONDS: '60' } });
    agent = await createAgent('batch-agent', '192.0.2.30');
    otherAgent = await createAgent('batch-other-agent', '192.0.2.31');
    sender = await createTestSender(api, dns, { domain: 'batch-results-sender.example', sendPlan: 'provider' });
  });

  afterAll(async () => {
    await api?.close();
    await dns?.close();
  });

  test('records every result of a batch, answers each in order, and a repeated batch changes nothing', async () => {
    const addresses = ['one@batch-recorded.example', 'two@batch-recorded.example', 'three@batch-recorded.example'];
    const leases = await sendAndLease(agent, addresses);
    const batch = {
      results: [
        resultOf(leases[0], 'delivered', '250 2.0.0 one queued'),
        resultOf(leases[1], 'bounced', '550 5.1.1 no such user two'),
        resultOf(leases[2], 'deferred', '451 4.3.0 three later'),
      ],
    };
    const response = await agentCall(agent, 'result-batches', batch);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.deepEqual(response.body as AgentResultBatchResponse, { results: [{ recorded: true }, { recorded: true }, { recorded: true }] });

    const logged = await Promise.all(addresses.map(logEntriesTo));
    assert.deepEqual(
      logged.map((entries) => entries.map(({ status, response: reply, agent_hostname }) => [status, reply, agent_hostname])),
      [
        [['delivered', '250 2.0.0 one queued', 'mta.batch-agent.example.net']],
        [['bounced', '550 5.1.1 no such user two', 'mta.batch-agent.example.net']],
        [['deferred', '451 4.3.0 three later', 'mta.batch-agent.example.net']],
      ],
    );

    const again = await agentCall(agent, 'result-batches', batch);
    assert.deepEqual(again.body, { results: [{ recorded: false }, { recorded: false }, { recorded: false }] }, 'a repeated report changes nothing');
    assert.equal((await logEntriesTo(addresses[0])).length, 1);
  });

  test("answers each item as POST results would: an unknown lease, another agent's lease and a journaled one refused, the valid one recorded", async () => {
    const [mine, theirs] = await sendAndLease(agent, ['valid@batch-mixed.example', 'theirs@batch-mixed.example']);
    const unknown = { ...resultOf(mine, 'delivered', '250 ok'), lease_token: UNKNOWN_LEASE };
    const journaledUnknown = { ...unknown, journaled: true };
    const byAnotherAgent = resultOf(theirs, 'delivered', '250 ok');

    const response = await agentCall(agent, 'result-batches', { results: [unknown, resultOf(mine, 'delivered', '250 2.0.0 valid'), journaledUnknown] });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.deepEqual(response.body.results, [{ recorded: false }, { recorded: true }, { recorded: false, settled: false }]);
    const fromOtherAgent = await agentCall(otherAgent, 'result-batches', { results: [byAnotherAgent] });
    assert.deepEqual(fromOtherAgent.body.results, [{ recorded: false }], "one agent cannot report on another agent's lease");

    // The single route's answers to the same refused items.
    const single = await Promise.all([agentCall(agent, 'results', unknown), agentCall(agent, 'results', journaledUnknown), agentCall(otherAgent, 'results', byAnotherAgent)]);
    assert.deepEqual(single.map(({ body }) => body), [{ recorded: false }, { recorded: false, settled: false }, { recorded: false }]);

    assert.deepEqual((await logEntriesTo('valid@batch-mixed.example')).map(({ status }) => status), ['delivered']);
    assert.deepEqual(await logEntriesTo('theirs@batch-mixed.example'), [], 'still leased to the agent that holds it');
    await agentCall(agent, 'result-batches', { results: [resultOf(theirs, 'delivered', '250 ok')] }).expect(200);
  });

  test('a malformed item makes the whole batch a 400 naming its field, and records nothing', async () => {
    const [lease] = await sendAndLease(agent, ['kept@batch-malformed.example']);
    const response = await agentCall(agent, 'result-batches', {
      results: [resultOf(lease, 'delivered', '250 ok'), { lease_token: 'x', source_ip: '192.0.2.30', results: [{ address: 'a@b.example', outcome: 'exploded', response: '' }] }],
    });
    assert.equal(response.status, 400);
    assert.match(JSON.stringify(response.body.message), /results\.1\.results\.0\.outcome must be one of/);
    assert.deepEqual(await logEntriesTo('kept@batch-malformed.example'), [], 'the valid item was not recorded either');
    await agentCall(agent, 'result-batches', { results: [resultOf(lease, 'delivered', '250 ok')] }).expect(200);
  });

  test(`takes 1 to ${AGENT_RESULT_BATCH_MAX} results: none or more is a 400 naming results`, async () => {
    const item = { lease_token: UNKNOWN_LEASE, source_ip: '192.0.2.30', results: [{ address: 'a@b.example', outcome: 'delivered', response: '250 ok' }] };
    const tooMany = await agentCall(agent, 'result-batches', { results: Array.from({ length: AGENT_RESULT_BATCH_MAX + 1 }, () => item) });
    assert.equal(tooMany.status, 400);
    assert.match(JSON.stringify(tooMany.body.message), /results must contain no more than 100 elements/);
    const none = await agentCall(agent, 'result-batches', { results: [] });
    assert.equal(none.status, 400);
    assert.match(JSON.stringify(none.body.message), /results must contain at least 1 elements/);
    const full = await agentCall(agent, 'result-batches', { results: Array.from({ length: AGENT_RESULT_BATCH_MAX }, () => item) });
    assert.equal(full.status, 200);
    assert.equal(full.body.results.length, AGENT_RESULT_BATCH_MAX);
  });

  test(`reads a batch of up to ${AGENT_RESULT_BATCH_MAX_BYTES / 1024 / 1024} MiB: a larger body is a 413 and records nothing`, async () => {
    const item = (response: string) => ({ lease_token: UNKNOWN_LEASE, source_ip: '192.0.2.30', results: [{ address: 'a@b.example', outcome: 'deferred', response }] });
    // 30 results of 80 KB each: 2.4 MB, each result well within the results route's own limit.
    const tooLarge = await agentCall(agent, 'result-batches', { results: Array.from({ length: 30 }, () => item(`451 ${'x'.repeat(80_000)}`)) });
    assert.equal(tooLarge.status, 413);
  });

  test("needs the agent's credentials: 401 without them or with a wrong secret, whatever the body", async () => {
    const body = { results: [{ lease_token: UNKNOWN_LEASE, source_ip: '192.0.2.30', results: [] }] };
    const anonymous = await api.http.post('/api/agent/v1/result-batches').send(body);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.message, 'Unknown agent or wrong secret');
    assert.equal((await agentCall({ ...agent, secret: 'wrong-secret' }, 'result-batches', body)).status, 401);
    // The wrong kind of credentials: a customer's API key, an admin session, another agent's id with this one's secret.
    const asCustomer = await api.http.post('/api/agent/v1/result-batches').set('authorization', `Bearer ${sender.apiKey}`).send(body);
    assert.equal(asCustomer.status, 401);
    const asAdmin = await api.http.post('/api/agent/v1/result-batches').set('x-admin-token', api.adminToken).set('authorization', `Bearer ${api.adminToken}`).send(body);
    assert.equal(asAdmin.status, 401);
    assert.equal((await agentCall({ ...otherAgent, secret: agent.secret }, 'result-batches', body)).status, 401);
    // The credentials are checked before the body (request-hygiene: before it is even read).
    assert.equal((await api.http.post('/api/agent/v1/result-batches').send({ results: 'all' })).status, 401);
  });
});
