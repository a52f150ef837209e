import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type { AgentIp, IpWarmupList, ListResponse, MessageDetail, SendMessageResponse, TrafficShapingRulesInput } from '@platform/contracts';
import { IpWarmupClock } from '../src/ip-warmup/ip-warmup-clock.js';
import { startAgentProcess, type AgentProcess } from './support/agent-process.js';
import { startDnsTestServer, type DnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender, type TestSender } from './support/sending-fixture.js';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Loopback addresses stand in for the agent's public IP and the provider's MX host.
const AGENT_IP = '127.0.0.2';
const PROVIDER_MX_IP = '127.0.0.10';
const DOMAIN = 'warm-mail.example';
const OTHER_DOMAIN = 'other-mail.example';
const OTHER_MX_IP = '127.0.0.11';
const DAY_MS = 24 * 60 * 60 * 1000;

const GENEROUS = { max_connections: 20, max_messages_per_connection: 100, max_messages_per_minute: null, max_messages_per_hour: null };
const TEST_RULES: TrafficShapingRulesInput = {
  default_limits: GENEROUS,
  destinations: [{ name: 'provider-w', mx_suffixes: ['provider-w.test'], ...GENEROUS }],
  first_suspension_seconds: 3,
  max_suspension_seconds: 6,
};
const METRICS_TOKEN = 'metrics-token-for-the-ip-warmup-test';
/** Day 1: 3 messages per destination, day 2: 6, warmed from day 3. */
const SCHEDULE = { first_day_volume: 3, daily_growth: 2, warmed_after_days: 3 };

/**
 * IP warm-up per destination over real parts: an API whose warm-up clock the test moves a day at
 * a time, a real agent process finding the MX host through a DNS server the test runs, and the
 * provider's real SMTP server counting the copies it takes.
 */
describe('IP warm-up per destination (API + agent process + MX via DNS, test clock)', () => {
  let api: TestApp;
  let dns: DnsTestServer;
  let provider: SmtpTestServer;
  let other: SmtpTestServer;
  let sender: TestSender;
  let agent: AgentProcess | undefined;
  let agentRecordId: string;

  const clock = () => api.app.get(IpWarmupClock);
  const today = () => clock().today();

  const waitFor = async <T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 45_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${agent?.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const send = async (to: string): Promise<string> => {
    const response = await api.http
      .post('/api/v1/messages')
      .set('authorization', `Bearer ${sender.apiKey}`)
      .send({ from: `news@${sender.domain}`, to, subject: `for ${to}`, text: 'warming up' });
    assert.equal(response.status, 202, JSON.stringify(response.body));
    return (response.body as SendMessageResponse).id;
  };

  const messageDetail = async (id: string): Promise<MessageDetail> => {
    const response = await api.http.get(`/api/v1/messages/${id}`).set('authorization', `Bearer ${sender.apiKey}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as MessageDetail;
  };

  const copiesOf = (server: SmtpTestServer, to: string) => server.received.filter((message) => message.to.includes(to)).length;
  const deliveredAt = (server: SmtpTestServer, recipients: string[]) => recipients.filter((to) => copiesOf(server, to) > 0);

  /** Waits until each of `ids` was seen waiting for the warm-up volume (between its retries, each leased again every second or two). */
  const waitForWarmupDeferrals = (ids: string[], volume: number) => {
    const reason = `deferred: provider-w warm-up volume of ${volume} reached on ${AGENT_IP} today; retry after 00:00 UTC`;
    const seen = new Set<string>();
    return waitFor(`the rest deferred for the warm-up volume of ${volume}`, async () => {
      for (const id of ids) if ((await messageDetail(id)).waiting?.reason === reason) seen.add(id);
      return seen.size === ids.length;
    });
  };

  beforeAll(async () => {
    dns = await startDnsTestServer();
    provider = await startSmtpTestServer({ host: PROVIDER_MX_IP });
    other = await startSmtpTestServer({ host: OTHER_MX_IP, port: provider.port });
    dns.setMx(DOMAIN, ['mx1.provider-w.test']);
    dns.setAddresses('mx1.provider-w.test', [PROVIDER_MX_IP]);
    dns.setMx(OTHER_DOMAIN, ['mx1.other-mail.example']);
    dns.setAddresses('mx1.other-mail.example', [OTHER_MX_IP]);
    api = await startTestApp({ env: { DNS_SERVERS: dns.address, LEASE_SECONDS: '20', RETRY_FIRST_SECONDS: '1', RETRY_MAX_SECONDS: '2', METRICS_TOKEN } });
    await api.app.listen(0, '127.0.0.1');
    const apiUrl = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
    await adminCall(api, 'put', '/api/admin/traffic-shaping', TEST_RULES);
    const created = await adminCall<{ _id: string; agent_secret: string }>(api, 'post', '/api/admin/agents', {
      agent_id: 'warmer',
      hostname: 'warmer.test',
      agent_type: 'provider',
    });
    agentRecordId = created._id;
    agent = startAgentProcess({
      apiUrl,
      agentId: 'warmer',
      secret: created.agent_secret,
      hostname: 'warmer.test',
      ips: [AGENT_IP],
      mxByDns: { dnsServer: dns.address, mxPort: provider.port },
    });
    await waitFor("the agent's heartbeat", async () => {
      const ips = await adminCall<{ items: AgentIp[] }>(api, 'get', `/api/admin/agents/${created._id}/ips`);
      return ips.items.some((item) => item.ip === AGENT_IP);
    });
    sender = await createTestSender(api, dns, { domain: 'warm-sender.example', sendPlan: 'provider' });
  });

  afterAll(async () => {
    await agent?.kill('SIGTERM');
    await api?.close();
    await provider?.close();
    await other?.close();
    await dns?.close();
  });

  test('a new public IP starts its warm-up today, a loopback one is exempt; an admin sets the start and schedule, bad bodies are 400s', async () => {
    const reported = await adminCall<{ items: AgentIp[] }>(api, 'get', `/api/admin/agents/${agentRecordId}/ips`);
    assert.equal(reported.items.find((item) => item.ip === AGENT_IP)?.warmup_started_on, null, 'a loopback address has no reputation to build');

    // A separate agent without a process: its global address would otherwise be leased from.
    const spare = await adminCall<{ _id: string }>(api, 'post', '/api/admin/agents', { agent_id: 'spare', hostname: 'spare.test', agent_type: 'provider' });
    const listed = await adminCall<AgentIp[] | { items: AgentIp[] }>(api, 'patch', `/api/admin/agents/${spare._id}/ips`, {
      items: [{ ip: '8.8.4.4', helo: 'mta.spare.example' }, { ip: '192.0.2.44', helo: 'mta2.spare.example' }],
    });
    const items = Array.isArray(listed) ? listed : listed.items;
    assert.equal(items.find((item) => item.ip === '8.8.4.4')?.warmup_started_on, today());
    assert.equal(items.find((item) => item.ip === '192.0.2.44')?.warmup_started_on, null, 'a documentation address is exempt');
    await adminCall(api, 'patch', '/api/admin/ips/8.8.4.4', { status: 'inactive' });

    const bad = async (body: object, message: RegExp) => {
      const response = await api.http.patch(`/api/admin/ips/${AGENT_IP}`).set('x-admin-token', api.adminToken).send(body);
      assert.equal(response.status, 400, JSON.stringify(response.body));
      assert.match(JSON.stringify(response.body.message), message);
    };
    await bad({ warmup_started_on: 'yesterday' }, /warmup_started_on must be a day as YYYY-MM-DD/);
    await bad({ warmup_started_on: 20261127 }, /warmup_started_on must be a day as YYYY-MM-DD/);
    await bad({ warmup_schedule: { ...SCHEDULE, daily_growth: 0.5 } }, /warmup_schedule.daily_growth must be a number from 1 to 10/);
    await bad({ warmup_schedule: { ...SCHEDULE, first_day_volume: 2.5 } }, /warmup_schedule.first_day_volume must be a whole number/);
    await bad({ warmup_schedule: { ...SCHEDULE, warmed_after_days: 1000 } }, /warmup_schedule.warmed_after_days must be a whole number from 1 to 365/);
    await bad({ warmup_schedule: { ...SCHEDULE, surprise: 1 } }, /property surprise should not exist/);
    assert.equal((await api.http.patch(`/api/admin/ips/${AGENT_IP}`).send({ warmup_started_on: today() })).status, 401);
    assert.equal((await api.http.patch('/api/admin/ips/192.0.2.250').set('x-admin-token', api.adminToken).send({ warmup_started_on: today() })).status, 404);

    const started = await adminCall<AgentIp>(api, 'patch', `/api/admin/ips/${AGENT_IP}`, { warmup_started_on: today(), warmup_schedule: SCHEDULE });
    assert.equal(started.warmup_started_on, today());
    assert.deepEqual(started.warmup_schedule, SCHEDULE);
    const page = await adminCall<ListResponse<AgentIp>>(api, 'get', '/api/admin/ips?limit=100');
    assert.deepEqual(page.items.find((item) => item.ip === AGENT_IP)?.warmup_schedule, SCHEDULE);
  });

  test("day 1 an IP delivers its volume per destination and the rest waits, deferred with the reason; the next days' volume grows; each message arrives once", async () => {
    // The agent applies the volume from its next heartbeat.
    await waitFor('the agent applying the warm-up', async () => agent!.output().includes(`ip_warmup=${AGENT_IP}:${today()}:3`));
    // Day 1: 3 of 5.
    const firstRecipients = Array.from({ length: 5 }, (_, index) => `day1-${index}@${DOMAIN}`);
    const firstIds: string[] = [];
    for (const to of firstRecipients) firstIds.push(await send(to));
    await waitFor('three delivered on day 1', async () => deliveredAt(provider, firstRecipients).length === 3);
    const waitingIds = firstIds.filter((_id, index) => copiesOf(provider, firstRecipients[index]) === 0);
    await waitForWarmupDeferrals(waitingIds, 3);
    // Another destination is not held up by provider-w's volume.
    await send(`flowing@${OTHER_DOMAIN}`);
    await waitFor('the other destination taking its mail', async () => copiesOf(other, `flowing@${OTHER_DOMAIN}`) === 1);
    // Retries come every second or two: the volume still holds after several.
    const connectionsWhenFull = provider.connections();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    assert.equal(deliveredAt(provider, firstRecipients).length, 3, 'no fourth message on day 1');
    assert.equal(provider.connections(), connectionsWhenFull, 'deferred without connecting');
    // The operators see the day's volume against the schedule, in the API and in the metrics.
    const warming = await adminCall<IpWarmupList>(api, 'get', '/api/admin/ips/warmup');
    const ours = warming.items.find((item) => item.ip === AGENT_IP);
    assert.deepEqual([ours?.warmup_day, ours?.daily_volume, ours?.delivered['provider-w']], [1, 3, 3], JSON.stringify(warming));
    const metrics = (await api.http.get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`)).text;
    assert.match(metrics, new RegExp(`^platform_ip_warmup_daily_volume\\{ip="${AGENT_IP.replace(/\./g, '\\.')}"\\} 3$`, 'm'));
    assert.match(metrics, new RegExp(`^platform_ip_warmup_delivered\\{ip="${AGENT_IP.replace(/\./g, '\\.')}",destination="provider-w"\\} 3$`, 'm'));

    // Day 2: 6, so the 2 left and 4 of 5 new ones.
    clock().shift(DAY_MS);
    await waitFor('the agent applying day 2', async () => agent!.output().includes(`ip_warmup=${AGENT_IP}:${today()}:6`));
    const secondRecipients = Array.from({ length: 5 }, (_, index) => `day2-${index}@${DOMAIN}`);
    const secondIds: string[] = [];
    for (const to of secondRecipients) secondIds.push(await send(to));
    const everyone = [...firstRecipients, ...secondRecipients];
    await waitFor('nine delivered by day 2', async () => deliveredAt(provider, everyone).length === 9);
    const stillWaiting = [...firstIds, ...secondIds].filter((_id, index) => copiesOf(provider, everyone[index]) === 0);
    assert.equal(stillWaiting.length, 1);
    await waitForWarmupDeferrals(stillWaiting, 6);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    assert.equal(deliveredAt(provider, everyone).length, 9, 'no seventh message on day 2');

    // Day 3: warmed, no volume any more.
    clock().shift(DAY_MS);
    await waitFor('the last one delivered once warmed', async () => deliveredAt(provider, everyone).length === 10);
    for (const to of everyone) assert.equal(copiesOf(provider, to), 1, `${to} arrived exactly once`);
    const last = await messageDetail(stillWaiting[0]);
    assert.ok(last.events.some((event) => event.type === 'deferred' && /warm-up volume of 6 reached/.test(event.response ?? '')), JSON.stringify(last.events));
  });
});
