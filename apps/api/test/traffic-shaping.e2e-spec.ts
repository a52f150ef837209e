import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type { DestinationDeferralList, DestinationSuspensionList, MessageDetail, SendMessageResponse, TrafficShapingRules, TrafficShapingRulesInput } from '@platform/contracts';
import { startAgentProcess, type AgentProcess } from './support/agent-process.js';
import { startDnsTestServer, type DnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender, type TestSender } from './support/sending-fixture.js';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Loopback addresses stand in for the agent's public IP and the providers' MX hosts.
const AGENT_IP = '127.0.0.2';
/** The agent's second IP, inactive until the test of leasing around a suspension. */
const SECOND_IP = '127.0.0.3';
const PROVIDER_A_MX_IP = '127.0.0.10';
const PROVIDER_B_MX_IP = '127.0.0.11';
const A_DOMAIN = 'a-mail.example';
const B_DOMAIN = 'b-mail.example';
/** Another domain of provider A's destination, on an MX host of its own (no connection limit at the server). */
const C_DOMAIN = 'c-mail.example';
const PROVIDER_C_MX_IP = '127.0.0.12';
const METRICS_TOKEN = 'metrics-token-for-the-shaping-test';
const THROTTLE_REPLY = { code: 421, message: '4.7.28 Our system has detected an unusual rate of unsolicited mail originating from your IP address' };

const GENEROUS = { max_connections: 20, max_messages_per_connection: 100, max_messages_per_minute: null, max_messages_per_hour: null };
/** provider-a: every domain whose MX is *.provider-a.test, at most 2 connections per IP; short suspensions for the test. */
const TEST_RULES: TrafficShapingRulesInput = {
  default_limits: GENEROUS,
  destinations: [{ name: 'provider-a', mx_suffixes: ['provider-a.test'], ...GENEROUS, max_connections: 2 }],
  first_suspension_seconds: 3,
  max_suspension_seconds: 6,
};

/**
 * Two providers on real SMTP servers, their MX names in a DNS server the test runs, an API and a
 * real agent process that looks the MX hosts up itself: destination limits, suspension on a
 * throttling reply, lifting, and nothing lost or sent twice.
 */
describe('traffic shaping per destination (API + agent process + MX via DNS)', () => {
  let api: TestApp;
  let dns: DnsTestServer;
  let providerA: SmtpTestServer;
  let providerB: SmtpTestServer;
  let providerC: SmtpTestServer;
  let sender: TestSender;
  let agent: AgentProcess | undefined;
  /** What the agent is started with (again, for the restart test). */
  let agentOptions: Parameters<typeof startAgentProcess>[0];

  const waitFor = async <T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 45_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${agent?.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const send = async (to: string, subject: string): Promise<string> => {
    const response = await api.http
      .post('/api/v1/messages')
      .set('authorization', `Bearer ${sender.apiKey}`)
      .send({ from: `news@${sender.domain}`, to, subject, text: subject });
    assert.equal(response.status, 202, JSON.stringify(response.body));
    return (response.body as SendMessageResponse).id;
  };

  const messageDetail = async (id: string): Promise<MessageDetail> => {
    const response = await api.http.get(`/api/v1/messages/${id}`).set('authorization', `Bearer ${sender.apiKey}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as MessageDetail;
  };

  /** How many copies of each recipient's message a server took. */
  const copiesAt = (server: SmtpTestServer) => {
    const copies = new Map<string, number>();
    for (const message of server.received) for (const to of message.to) copies.set(to, (copies.get(to) ?? 0) + 1);
    return copies;
  };

  beforeAll(async () => {
    dns = await startDnsTestServer();
    providerA = await startSmtpTestServer({ host: PROVIDER_A_MX_IP, maxClients: 2, dataDelayMs: 150 });
    providerB = await startSmtpTestServer({ host: PROVIDER_B_MX_IP, port: providerA.port });
    providerC = await startSmtpTestServer({ host: PROVIDER_C_MX_IP, port: providerA.port });
    dns.setMx(A_DOMAIN, ['mx1.provider-a.test']);
    dns.setAddresses('mx1.provider-a.test', [PROVIDER_A_MX_IP]);
    dns.setMx(B_DOMAIN, ['mx1.provider-b.test']);
    dns.setAddresses('mx1.provider-b.test', [PROVIDER_B_MX_IP]);
    dns.setMx(C_DOMAIN, ['mx2.provider-a.test']);
    dns.setAddresses('mx2.provider-a.test', [PROVIDER_C_MX_IP]);
    api = await startTestApp({ env: { DNS_SERVERS: dns.address, LEASE_SECONDS: '20', RETRY_FIRST_SECONDS: '1', RETRY_MAX_SECONDS: '2', METRICS_TOKEN } });
    await api.app.listen(0, '127.0.0.1');
    const apiUrl = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;

    await adminCall(api, 'put', '/api/admin/traffic-shaping', TEST_RULES);
    const created = await adminCall<{ _id: string; agent_secret: string }>(api, 'post', '/api/admin/agents', {
      agent_id: 'shaper',
      hostname: 'shaper.test',
      agent_type: 'provider',
    });
    agentOptions = {
      apiUrl,
      agentId: 'shaper',
      secret: created.agent_secret,
      hostname: 'shaper.test',
      ips: [AGENT_IP, SECOND_IP],
      mxByDns: { dnsServer: dns.address, mxPort: providerA.port },
    };
    agent = startAgentProcess(agentOptions);
    await waitFor("the agent's heartbeat", async () => {
      const ips = await adminCall<{ items: Array<{ ip: string }> }>(api, 'get', `/api/admin/agents/${created._id}/ips`);
      return ips.items.some((item) => item.ip === SECOND_IP);
    });
    await adminCall(api, 'patch', `/api/admin/ips/${SECOND_IP}`, { status: 'inactive' });
    await adminCall(api, 'patch', `/api/admin/agents/${created._id}/ips`, {
      items: [
        { ip: AGENT_IP, helo: 'mta.shaper.example' },
        { ip: SECOND_IP, helo: 'mta2.shaper.example' },
      ],
    });
    sender = await createTestSender(api, dns, { domain: 'shaped-sender.example', sendPlan: 'provider' });
  });

  afterAll(async () => {
    await agent?.kill('SIGTERM');
    await api?.close();
    await providerA?.close();
    await providerB?.close();
    await providerC?.close();
    await dns?.close();
  });

  test('the rules: the shipped file seeds them, an admin changes them (a new version), bad bodies are 400s, and only admins may', async () => {
    const rules = await adminCall<TrafficShapingRules>(api, 'get', '/api/admin/traffic-shaping');
    assert.ok(rules.version >= 2, 'the seed is version 1, the test’s change at least 2');
    assert.deepEqual(rules.destinations.map((rule) => rule.name), ['provider-a']);
    assert.equal((await api.http.get('/api/admin/traffic-shaping')).status, 401);
    assert.equal((await api.http.put('/api/admin/traffic-shaping').send(TEST_RULES)).status, 401);

    const bad = async (body: object, message: RegExp) => {
      const response = await api.http.put('/api/admin/traffic-shaping').set('x-admin-token', api.adminToken).send(body);
      assert.equal(response.status, 400, JSON.stringify(response.body));
      assert.match(JSON.stringify(response.body.message), message);
    };
    await bad({ ...TEST_RULES, default_limits: { ...GENEROUS, max_connections: 0 } }, /max_connections must be a whole number from 1 to 1000/);
    await bad({ ...TEST_RULES, destinations: [{ ...TEST_RULES.destinations[0], name: 'Not A Name!' }] }, /name must be lower-case letters/);
    await bad({ ...TEST_RULES, destinations: [TEST_RULES.destinations[0], TEST_RULES.destinations[0]] }, /the name provider-a is used twice/);
    await bad({ ...TEST_RULES, first_suspension_seconds: 10, max_suspension_seconds: 5 }, /max_suspension_seconds must not be below first_suspension_seconds/);
    await bad({ ...TEST_RULES, surprise: true }, /property surprise should not exist/);
    await bad({ ...TEST_RULES, default_limits: { ...GENEROUS, max_messages_per_hour: 'lots' } }, /max_messages_per_hour must be a whole number/);
    const unchanged = await adminCall<TrafficShapingRules>(api, 'get', '/api/admin/traffic-shaping');
    assert.equal(unchanged.version, rules.version, 'a refused change changes nothing');

    // The agent applies the version it is handed with its heartbeat.
    await waitFor('the agent applying the rules', async () => agent!.output().includes(`traffic_shaping_version=${rules.version}`));
  });

  test('a provider limited to 2 connections never sees a third; every message arrives once', async () => {
    const recipients = Array.from({ length: 10 }, (_, index) => `limited${index}@${A_DOMAIN}`);
    for (const to of recipients) await send(to, `limited ${to}`);
    await waitFor('all ten at provider A', async () => recipients.every((to) => copiesAt(providerA).has(to)));
    assert.equal(providerA.maxConcurrentConnections(), 2);
    for (const to of recipients) assert.equal(copiesAt(providerA).get(to), 1, `${to} arrived once`);
  });

  test('a throttling reply suspends provider A on the IP while provider B keeps flowing; the suspension lifts and everything arrives once', async () => {
    let accepted = 0;
    providerA.reply(() => (accepted++ < 1 ? 'accept' : THROTTLE_REPLY));
    const aRecipients = Array.from({ length: 4 }, (_, index) => `throttled${index}@${A_DOMAIN}`);
    const aIds: string[] = [];
    for (const to of aRecipients) aIds.push(await send(to, `throttled ${to}`));

    const suspensions = await waitFor('the suspension', async () => {
      const list = await adminCall<DestinationSuspensionList>(api, 'get', '/api/admin/traffic-shaping/suspensions');
      return list.total > 0 && list;
    });
    assert.equal(suspensions.items[0].source_ip, AGENT_IP);
    assert.equal(suspensions.items[0].destination, 'provider-a');
    assert.match(suspensions.items[0].reply, /421 4\.7\.28 Our system has detected/);
    const attemptsWhileSuspended = providerA.connections();

    // Provider B is another destination: it is not held up.
    const bRecipients = Array.from({ length: 3 }, (_, index) => `flowing${index}@${B_DOMAIN}`);
    for (const to of bRecipients) await send(to, `flowing ${to}`);
    await waitFor('provider B taking its mail', async () => bRecipients.every((to) => copiesAt(providerB).has(to)), 10_000);

    // The timeline says why the others wait.
    const waiting = await waitFor('a message waiting on the suspension', async () => {
      for (const id of aIds) {
        const detail = await messageDetail(id);
        if (detail.waiting?.reason.includes('suspended on')) return detail.waiting;
      }
      return undefined;
    });
    assert.match(waiting.reason, /^deferred: provider-a suspended on 127\.0\.0\.2 until \d\d:\d\d:\d\d UTC after .*421 4\.7\.28/);
    const deferralsAfter = await api.http.get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`);
    assert.match(deferralsAfter.text, /platform_deferrals_total\{class="throttled",destination="provider-a"\} [1-9]/);
    assert.ok(providerA.connections() - attemptsWhileSuspended <= 1, 'no connections to a suspended destination (one may have been under way)');
    const deferrals = await adminCall<DestinationDeferralList>(api, 'get', '/api/admin/traffic-shaping/deferrals');
    const providerADeferrals = deferrals.items.find((item) => item.destination === 'provider-a');
    // The 421 and the waits it caused count as throttled.
    assert.ok(providerADeferrals && providerADeferrals.counts.throttled >= 2, JSON.stringify(deferrals));
    assert.equal(providerADeferrals.total, Object.values(providerADeferrals.counts).reduce((sum, count) => sum + count, 0));
    assert.equal(deferrals.day, new Date().toISOString().slice(0, 10));

    providerA.reply('accept');
    await waitFor('provider A taking the rest after the suspension', async () => aRecipients.every((to) => copiesAt(providerA).has(to)));
    for (const to of [...aRecipients, ...bRecipients]) {
      const copies = (copiesAt(providerA).get(to) ?? 0) + (copiesAt(providerB).get(to) ?? 0);
      assert.equal(copies, 1, `${to} arrived exactly once`);
    }
    await waitFor('the suspension to end', async () => (await adminCall<DestinationSuspensionList>(api, 'get', '/api/admin/traffic-shaping/suspensions')).total === 0);
  });

  test("while a destination is suspended on one IP, its mail is leased from the agent's other IP and delivered at the first attempt", async () => {
    // A long first suspension, so that it lasts the whole test.
    await adminCall(api, 'put', '/api/admin/traffic-shaping', { ...TEST_RULES, first_suspension_seconds: 60, max_suspension_seconds: 60 });
    await adminCall(api, 'patch', `/api/admin/ips/${SECOND_IP}`, { status: 'active' });
    // Provider A's other MX host (provider A's server refuses a third connection from both IPs together).
    providerC.reply((remoteAddress) => (remoteAddress === AGENT_IP ? THROTTLE_REPLY : 'accept'));
    // Leasing picks either IP at random: messages until one went from the first IP and was throttled.
    const suspendedOnFirstIp = async () =>
      (await adminCall<DestinationSuspensionList>(api, 'get', '/api/admin/traffic-shaping/suspensions')).items.some(
        (item) => item.source_ip === AGENT_IP && item.destination === 'provider-a',
      );
    for (let index = 0; !(await suspendedOnFirstIp()); index++) {
      assert.ok(index < 12, 'a message was leased from the first IP and throttled');
      const to = `first-around${index}@${C_DOMAIN}`;
      await send(to, `first around ${index}`);
      await waitFor(`${to} at provider C`, async () => copiesAt(providerC).has(to));
    }

    const recipients = Array.from({ length: 6 }, (_, index) => `around${index}@${C_DOMAIN}`);
    const ids: string[] = [];
    for (const to of recipients) ids.push(await send(to, `around ${to}`));
    await waitFor('all six at provider C', async () => recipients.every((to) => copiesAt(providerC).has(to)));
    for (const [index, id] of ids.entries()) {
      const detail = await messageDetail(id);
      assert.deepEqual(detail.events.filter((event) => event.type === 'deferred').map((event) => event.response), [], `${recipients[index]} was never deferred`);
    }
    const senders = new Set(providerC.received.filter((message) => recipients.includes(message.to[0])).map((message) => message.remoteAddress));
    assert.deepEqual([...senders], [SECOND_IP]);
  });

  test('a suspension survives an agent restart: the new process defers without connecting, from what the API hands it', async () => {
    // The previous test left provider-a suspended on the first IP for a minute; only that IP sends now.
    await adminCall(api, 'patch', `/api/admin/ips/${SECOND_IP}`, { status: 'inactive' });
    const journalPath = agent!.journalPath;
    await agent!.kill('SIGTERM');
    agent = startAgentProcess({ ...agentOptions, journalPath });
    const connectionsBefore = providerC.connections();
    const id = await send(`after-restart@${C_DOMAIN}`, 'after restart');
    const waiting = await waitFor('the restarted agent deferring it', async () => {
      const detail = await messageDetail(id);
      return detail.waiting?.reason.includes('suspended on') && detail.waiting;
    });
    assert.match(waiting.reason, /^deferred: provider-a suspended on 127\.0\.0\.2 until /);
    assert.equal(providerC.connections(), connectionsBefore, 'no connection to the suspended destination');
    assert.equal(copiesAt(providerC).get(`after-restart@${C_DOMAIN}`), undefined);
  });

  test('an admin lifts the suspension: the agent drops it at its next heartbeat and the waiting message leaves at once', async () => {
    // The provider no longer objects, which is what the operator learnt before lifting.
    providerC.reply('accept');
    const lift = (ip: string, destination: string) => api.http.delete(`/api/admin/traffic-shaping/suspensions/${encodeURIComponent(ip)}/${encodeURIComponent(destination)}`);
    assert.equal((await lift(AGENT_IP, 'provider-a')).status, 401, 'only admins lift');
    assert.equal((await lift(AGENT_IP, 'provider-a').set('authorization', `Bearer ${sender.apiKey}`)).status, 401, "a customer's API key is not an admin session");
    // Hostile names are only names: nothing matches them, and nothing fails.
    for (const [ip, destination] of [['{"$gt":""}', '{"$ne":null}'], ['x'.repeat(2000), '../../..'], ['127.0.0.2', 'provider-a/../other']]) {
      assert.equal((await lift(ip, destination).set('x-admin-token', api.adminToken)).status, 404, `${ip.slice(0, 20)} ${destination}`);
    }
    assert.equal((await lift(AGENT_IP, 'provider-a').set('x-admin-token', api.adminToken)).status, 204);
    const list = await adminCall<DestinationSuspensionList>(api, 'get', '/api/admin/traffic-shaping/suspensions');
    assert.deepEqual(list.items, []);
    const again = await lift(AGENT_IP, 'provider-a').set('x-admin-token', api.adminToken);
    assert.equal(again.status, 404);
    assert.match(again.body.message, /provider-a is not suspended on 127\.0\.0\.2/);
    // Well before the minute the suspension had left, the deferred message is delivered, once.
    await waitFor('the message waiting on the lifted suspension', async () => copiesAt(providerC).get(`after-restart@${C_DOMAIN}`) === 1, 15_000);
  });
});
