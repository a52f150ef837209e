import assert from 'node:assert/strict';
import { afterAll, describe, it } from '@jest/globals';

import type { DestinationLimits, TrafficShapingRules } from '@platform/contracts';

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
});
