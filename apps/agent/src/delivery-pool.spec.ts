import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, it } from '@jest/globals';

import { DeliveryPool } from './delivery-pool.js';
import { DestinationShaper } from './destination-shaping.js';
import type { MailHostResolver } from './mx-resolver.js';
import { SmtpConnectionCache } from './smtp-connection-cache.js';
import { leaseFor } from './test-support/lease.js';
import { startRecipientSmtpServer, type RecipientSmtpServer } from './test-support/recipient-smtp-server.js';

/** Limits that never bind in these tests: they are about the pool and the session cache. */
function generousShaper(): DestinationShaper {
  const shaper = new DestinationShaper();
  shaper.applyRules({
    version: 1,
    default_limits: { max_connections: 100, max_messages_per_connection: 100, max_messages_per_minute: null, max_messages_per_hour: null },
    destinations: [],
    first_suspension_seconds: 60,
    max_suspension_seconds: 3600,
  });
  return shaper;
}

describe('DeliveryPool', () => {
  let server: RecipientSmtpServer;
  beforeAll(async () => {
    server = await startRecipientSmtpServer({ dataDelayMs: 100 });
  });
  afterAll(async () => { await server.close(); });

  function poolOf(concurrency: number, cache: SmtpConnectionCache, resolveMailHosts?: MailHostResolver) {
    return new DeliveryPool({
      concurrency,
      connections: cache,
      resolveMailHosts: resolveMailHosts ?? (async () => ({ kind: 'hosts', hosts: [{ host: '127.0.0.1', port: server.port }] })),
      shaper: generousShaper(),
    });
  }

  it('runs at most `concurrency` deliveries (and connections) at once, and the rest in turn', async () => {
    const cache = new SmtpConnectionCache({ maxOpen: 2, tlsRejectUnauthorized: false });
    const pool = poolOf(2, cache);
    const connectionsBefore = server.connections;
    const deliveries = Array.from({ length: 6 }, (_, index) => pool.deliver(leaseFor({ message_id: `m${index}` })));
    assert.equal(pool.freeSlots, 0);
    const outcomes = (await Promise.all(deliveries)).map((delivery) => delivery.results[0].outcome);
    assert.deepEqual(outcomes, Array(6).fill('delivered'));
    assert.equal(server.maxConcurrentData, 2);
    assert.equal(server.connections - connectionsBefore, 2, 'two sessions carried all six messages');
    assert.equal(pool.freeSlots, 2);
    cache.closeAll();
  });

  it('keeps one session per source IP and HELO', async () => {
    const cache = new SmtpConnectionCache({ maxOpen: 4, tlsRejectUnauthorized: false });
    const pool = poolOf(1, cache);
    const connectionsBefore = server.connections;
    await pool.deliver(leaseFor({ source_ip: '127.0.0.2' }));
    await pool.deliver(leaseFor({ source_ip: '127.0.0.3' }));
    await pool.deliver(leaseFor({ source_ip: '127.0.0.2' }));
    await pool.deliver(leaseFor({ source_ip: '127.0.0.2', helo: 'mail2.example.test' }));
    assert.equal(server.connections - connectionsBefore, 3);
    assert.deepEqual(
      server.received.slice(-4).map(({ remoteAddress, helo }) => `${remoteAddress} ${helo}`),
      ['127.0.0.2 mail1.example.test', '127.0.0.3 mail1.example.test', '127.0.0.2 mail1.example.test', '127.0.0.2 mail2.example.test'],
    );
    cache.closeAll();
  });

  it('closes a session idle for longer than idleMs', async () => {
    const cache = new SmtpConnectionCache({ maxOpen: 4, tlsRejectUnauthorized: false, idleMs: 50 });
    const pool = poolOf(1, cache);
    await pool.deliver(leaseFor());
    assert.equal(cache.openConnections, 1);
    await sleep(200);
    assert.equal(cache.openConnections, 0);
    const connectionsBefore = server.connections;
    await pool.deliver(leaseFor());
    assert.equal(server.connections - connectionsBefore, 1, 'a new session after the idle one closed');
    cache.closeAll();
  });

  it('closes the longest idle session to stay within maxOpen', async () => {
    const cache = new SmtpConnectionCache({ maxOpen: 1, tlsRejectUnauthorized: false });
    const pool = poolOf(1, cache);
    await pool.deliver(leaseFor({ source_ip: '127.0.0.2' }));
    await pool.deliver(leaseFor({ source_ip: '127.0.0.3' }));
    assert.equal(cache.openConnections, 1);
    cache.closeAll();
  });

  it('bounces or defers without SMTP when the recipient domain resolves to no host', async () => {
    const cache = new SmtpConnectionCache({ maxOpen: 1, tlsRejectUnauthorized: false });
    const bouncing = poolOf(1, cache, async () => ({ kind: 'bounce', reason: 'domain x does not exist' }));
    const deferring = poolOf(1, cache, async () => ({ kind: 'defer', reason: 'MX lookup failed: ETIMEOUT' }));
    assert.deepEqual(await bouncing.deliver(leaseFor()), {
      results: [{ address: 'ok@recipient.example', outcome: 'bounced', response: 'domain x does not exist' }],
      via: null,
      destination: null,
    });
    assert.equal((await deferring.deliver(leaseFor())).results[0].outcome, 'deferred');
  });

  it('waitForFreeSlot resolves when a running delivery finishes', async () => {
    const cache = new SmtpConnectionCache({ maxOpen: 1, tlsRejectUnauthorized: false });
    const pool = poolOf(1, cache);
    const delivery = pool.deliver(leaseFor());
    let freed = false;
    const waiting = pool.waitForFreeSlot(new AbortController().signal).then(() => (freed = true));
    await sleep(20);
    assert.equal(freed, false);
    await delivery;
    await waiting;
    assert.equal(pool.freeSlots, 1);
    cache.closeAll();
  });
});
