import assert from 'node:assert/strict';
import { afterAll, describe, it } from '@jest/globals';

import { classifyDeferral, isShapingDeferral, type DestinationLimits, type TrafficShapingRules } from '@platform/contracts';

import { DeliveryPool } from './delivery-pool.js';
import { DestinationShaper } from './destination-shaping.js';
import type { MailHost } from './mx-resolver.js';
import { SmtpConnectionCache } from './smtp-connection-cache.js';
import { leaseFor } from './test-support/lease.js';
import { startRecipientSmtpServer, type RecipientServerBehaviour, type RecipientSmtpServer } from './test-support/recipient-smtp-server.js';

const UNLIMITED: DestinationLimits = { max_connections: 50, max_messages_per_connection: 100, max_messages_per_minute: null, max_messages_per_hour: null };

function rulesWith(provider: Partial<DestinationLimits>): TrafficShapingRules {
  return {
    version: 2,
    default_limits: UNLIMITED,
    destinations: [{ name: 'provider-a', mx_suffixes: ['provider-a.test'], ...UNLIMITED, ...provider }],
    first_suspension_seconds: 60,
    max_suspension_seconds: 3600,
  };
}

/**
 * Two providers on real SMTP servers: domains whose MX is mx.provider-a.test belong to the
 * destination "provider-a", the others (mx.other.test) to their own under the default limits.
 */
describe('Traffic shaping in the agent (real SMTP servers)', () => {
  const servers: RecipientSmtpServer[] = [];
  const caches: SmtpConnectionCache[] = [];
  afterAll(async () => {
    for (const cache of caches) cache.closeAll();
    await Promise.all(servers.map((server) => server.close()));
  });

  async function setUp(rules: TrafficShapingRules, providerBehaviour: RecipientServerBehaviour, concurrency = 8) {
    const provider = await startRecipientSmtpServer(providerBehaviour);
    const other = await startRecipientSmtpServer();
    servers.push(provider, other);
    const hostsOf: Record<string, MailHost> = {
      'a.example': { host: 'mx.provider-a.test', address: '127.0.0.1', port: provider.port },
      'b.example': { host: 'mx.other.test', address: '127.0.0.1', port: other.port },
    };
    const cache = new SmtpConnectionCache({ maxOpen: concurrency, tlsRejectUnauthorized: false });
    caches.push(cache);
    const clock = { offsetMs: 0 };
    const shaper = new DestinationShaper(() => Date.now() + clock.offsetMs);
    shaper.applyRules(rules);
    const pool = new DeliveryPool({
      concurrency,
      connections: cache,
      shaper,
      resolveMailHosts: async (domain) => ({ kind: 'hosts', hosts: [hostsOf[domain]] }),
    });
    const to = (domain: string, index: number) => leaseFor({ message_id: `m-${domain}-${index}`, recipient_domain: domain, recipients: [`r${index}@${domain}`] });
    return { provider, other, shaper, pool, to, clock };
  }

  it('a provider limited to 2 connections never sees a third, and every message arrives', async () => {
    const { provider, pool, to } = await setUp(rulesWith({ max_connections: 2 }), { maxClients: 2, dataDelayMs: 50 });
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => pool.deliver(to('a.example', index))));
    assert.deepEqual(results.map((result) => result.results[0].outcome), Array(12).fill('delivered'));
    assert.deepEqual(new Set(results.map((result) => result.destination)), new Set(['provider-a']));
    assert.equal(provider.maxConcurrentConnections, 2);
    assert.equal(provider.received.length, 12);
  });

  it('opens a fresh connection after max_messages_per_connection messages', async () => {
    const { provider, pool, to } = await setUp(rulesWith({ max_connections: 1, max_messages_per_connection: 2 }), {});
    for (let index = 0; index < 6; index++) await pool.deliver(to('a.example', index));
    assert.equal(provider.received.length, 6);
    assert.equal(provider.connections, 3);
  });

  it('defers without connecting what would pass the per-minute limit before the lease ends', async () => {
    const { provider, pool, to } = await setUp(rulesWith({ max_messages_per_minute: 2 }), {});
    const results = [];
    for (let index = 0; index < 3; index++) {
      // a lease that ends in 20 s cannot wait a minute for room
      results.push(await pool.deliver({ ...to('a.example', index), lease_expires_at: new Date(Date.now() + 20_000).toISOString() }));
    }
    assert.deepEqual(results.map((result) => result.results[0].outcome), ['delivered', 'delivered', 'deferred']);
    assert.equal(results[2].results[0].response, 'provider-a limit reached on 127.0.0.2: 2 messages a minute');
    assert.equal(provider.received.length, 2);
  });

  it('a throttling reply suspends the destination on that IP: its mail waits without connecting while other destinations and IPs flow', async () => {
    let accepted = 0;
    const { provider, other, pool, shaper, to, clock } = await setUp(rulesWith({}), {
      message: () => (accepted++ < 2 ? undefined : '421 4.7.28 Our system has detected an unusual rate of unsolicited mail'),
    }, 1);
    const first = [];
    for (let index = 0; index < 3; index++) first.push(await pool.deliver(to('a.example', index)));
    assert.deepEqual(first.map((result) => result.results[0].outcome), ['delivered', 'delivered', 'deferred']);
    const connectionsAfterThrottle = provider.connections;

    const suspended = await pool.deliver(to('a.example', 3));
    assert.equal(suspended.results[0].outcome, 'deferred');
    assert.match(suspended.results[0].response, /^provider-a suspended on 127\.0\.0\.2 until \d\d:\d\d:\d\d UTC after .*421 4\.7\.28/);
    assert.equal(provider.connections, connectionsAfterThrottle, 'no connection to a suspended destination');
    assert.deepEqual(shaper.activeSuspensions().map((suspension) => `${suspension.source_ip} ${suspension.destination}`), ['127.0.0.2 provider-a']);

    const elsewhere = await pool.deliver(to('b.example', 4));
    assert.equal(elsewhere.results[0].outcome, 'delivered');
    assert.equal(other.received.length, 1);
    const otherIp = await pool.deliver({ ...to('a.example', 5), source_ip: '127.0.0.3' });
    assert.equal(otherIp.results[0].outcome, 'deferred', 'the provider still answers 421, but it was tried from the other IP');
    assert.ok(provider.connections > connectionsAfterThrottle);

    // A heartbeat that does not know of it yet (the result is reported after) keeps it ...
    shaper.applySuspensions([]);
    assert.equal((await pool.deliver(to('a.example', 6))).results[0].outcome, 'deferred');
    // ... until it ends; then the destination is tried again.
    clock.offsetMs = 61_000;
    accepted = 0;
    assert.equal((await pool.deliver(to('a.example', 7))).results[0].outcome, 'delivered');
    assert.equal(provider.received.filter((message) => message.to[0] === 'r7@a.example').length, 1);
  });

  it('applies new rules at once: a raised connection limit lets waiting deliveries in', async () => {
    const { provider, pool, shaper, to } = await setUp(rulesWith({ max_connections: 1 }), { dataDelayMs: 100 });
    const first = Promise.all(Array.from({ length: 4 }, (_, index) => pool.deliver(to('a.example', index))));
    shaper.applyRules(rulesWith({ max_connections: 4 }));
    const results = await first;
    assert.deepEqual(results.map((result) => result.results[0].outcome), Array(4).fill('delivered'));
    assert.ok(provider.maxConcurrentConnections > 1);
  });

  it('forgets an idle destination without rate limits, so memory follows the traffic in flight', async () => {
    const { pool, shaper, to } = await setUp(rulesWith({ max_messages_per_minute: 100 }), {});
    await pool.deliver(to('b.example', 1));
    assert.equal(shaper.laneCount, 0, 'the default destination is forgotten once idle');
    await pool.deliver(to('a.example', 2));
    assert.equal(shaper.laneCount, 1, 'a rate-limited one keeps its last hour of starts');
  });

  it('keeps the connection limit while lanes are forgotten and made again under a steady stream', async () => {
    const rules = { ...rulesWith({}), default_limits: { ...UNLIMITED, max_connections: 1 } };
    const { other, pool, shaper, to } = await setUp(rules, {}, 8);
    const results = await Promise.all(Array.from({ length: 30 }, (_, index) => pool.deliver(to('b.example', index))));
    assert.deepEqual(results.map((result) => result.results[0].outcome), Array(30).fill('delivered'));
    assert.equal(other.maxConcurrentConnections, 1);
    assert.equal(shaper.laneCount, 0);
  });

  it("a warming IP delivers its day's volume per destination and defers the rest without connecting, counting its own deliveries until the API's count has them", async () => {
    const { provider, other, pool, shaper, to } = await setUp(rulesWith({}), {}, 4);
    const allowance = { ip: '127.0.0.2', day: '2026-11-27', warmup_day: 1, daily_volume: 3, delivered: { 'provider-a': 1 } };
    const heartbeatSentAt = Date.now();
    shaper.applyIpWarmup([allowance], heartbeatSentAt);
    // Together, so the check and the reservation must not let a fifth in between.
    const results = await Promise.all(Array.from({ length: 5 }, (_, index) => pool.deliver(to('a.example', index))));
    const outcomes = results.map((result) => result.results[0].outcome);
    assert.equal(outcomes.filter((outcome) => outcome === 'delivered').length, 2, 'one of three was delivered before the heartbeat');
    assert.equal(provider.received.length, 2);
    const deferred = results.filter((result) => result.results[0].outcome === 'deferred');
    for (const result of deferred) {
      assert.equal(result.results[0].response, 'provider-a warm-up volume of 3 reached on 127.0.0.2 today; retry after 00:00 UTC');
      assert.equal(classifyDeferral(result.results[0].response), 'throttled');
      assert.equal(isShapingDeferral(result.results[0].response), true);
    }
    const connectionsWhenFull = provider.connections;
    assert.equal((await pool.deliver(to('a.example', 5))).results[0].outcome, 'deferred');
    assert.equal(provider.connections, connectionsWhenFull, 'no connection once the volume is used');
    // Another destination, and a warmed IP, are not held up.
    assert.equal((await pool.deliver(to('b.example', 6))).results[0].outcome, 'delivered');
    assert.equal((await pool.deliver({ ...to('a.example', 7), source_ip: '127.0.0.3' })).results[0].outcome, 'delivered');
    assert.equal(other.received.length, 1);

    // A heartbeat whose count misses the two (their results not reported yet) does not free room ...
    shaper.applyIpWarmup([allowance], Date.now());
    assert.equal((await pool.deliver(to('a.example', 8))).results[0].outcome, 'deferred');
    // ... and one sent after they were reported, counting them, leaves the volume used.
    for (const result of results) result.warmup?.reported();
    await new Promise((resolve) => setTimeout(resolve, 5));
    shaper.applyIpWarmup([{ ...allowance, delivered: { 'provider-a': 3 } }], Date.now());
    assert.equal((await pool.deliver(to('a.example', 9))).results[0].outcome, 'deferred');

    // The next day's volume (the API's clock): room again, and yesterday's reservations are gone.
    shaper.applyIpWarmup([{ ...allowance, day: '2026-11-28', warmup_day: 2, daily_volume: 4, delivered: {} }], Date.now());
    const nextDay = [];
    for (let index = 10; index < 15; index++) nextDay.push(await pool.deliver(to('a.example', index)));
    assert.deepEqual(nextDay.map((result) => result.results[0].outcome), ['delivered', 'delivered', 'delivered', 'delivered', 'deferred']);
    assert.match(nextDay[4].results[0].response, /^provider-a warm-up volume of 4 reached on 127\.0\.0\.2 today/);
    assert.equal(provider.received.length, 2 + 1 + 4);
  });

  it('a delivery with more recipients than a whole day allows goes alone as the day\'s first; an IP absent from the heartbeat is warmed', async () => {
    const { provider, pool, shaper } = await setUp(rulesWith({}), {});
    shaper.applyIpWarmup([{ ip: '127.0.0.2', day: '2026-11-27', warmup_day: 1, daily_volume: 2, delivered: {} }], Date.now());
    const three = (id: string) => leaseFor({ message_id: id, recipient_domain: 'a.example', recipients: [`${id}-1@a.example`, `${id}-2@a.example`, `${id}-3@a.example`] });
    assert.deepEqual((await pool.deliver(three('big'))).results.map((result) => result.outcome), ['delivered', 'delivered', 'delivered']);
    assert.deepEqual((await pool.deliver(three('next'))).results.map((result) => result.outcome), ['deferred', 'deferred', 'deferred']);
    shaper.applyIpWarmup([], Date.now());
    assert.deepEqual((await pool.deliver(three('warmed'))).results.map((result) => result.outcome), ['delivered', 'delivered', 'delivered']);
    assert.equal(provider.received.length, 2);
  });
});
