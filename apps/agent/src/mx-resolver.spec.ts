import assert from 'node:assert/strict';
import type { MxRecord } from 'node:dns';
import { describe, it } from '@jest/globals';

import { createMailHostResolver, type DnsLookups } from './mx-resolver.js';

function dnsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`query ${code}`), { code });
}

/** A zone in memory: a record list per name and type, or the error code that query gets. */
function fakeDns(zone: {
  mx?: Record<string, MxRecord[] | string>;
  a?: Record<string, string[] | string>;
  aaaa?: Record<string, string[] | string>;
}): DnsLookups {
  const answer = async <T>(records: Record<string, T[] | string> | undefined, name: string): Promise<T[]> => {
    const found = records?.[name];
    if (found === undefined) throw dnsError('ENODATA');
    if (typeof found === 'string') throw dnsError(found);
    return found;
  };
  return {
    resolveMx: (name) => answer(zone.mx, name),
    resolve4: (name) => answer(zone.a, name),
    resolve6: (name) => answer(zone.aaaa, name),
  };
}

describe('createMailHostResolver', () => {
  it('orders MX hosts by priority, port 25, without trailing dots or duplicates', async () => {
    const resolve = createMailHostResolver({
      override: null,
      dns: fakeDns({
        mx: {
          'example.com': [
            { exchange: 'backup.example.com.', priority: 20 },
            { exchange: 'MX1.example.com', priority: 5 },
            { exchange: 'mx1.example.com', priority: 30 },
          ],
        },
      }),
    });
    assert.deepEqual(await resolve('example.com'), {
      kind: 'hosts',
      hosts: [
        { host: 'mx1.example.com', port: 25 },
        { host: 'backup.example.com', port: 25 },
      ],
    });
  });

  it('spreads MX hosts of equal priority (random order among them)', async () => {
    const records = [
      { exchange: 'a.example.com', priority: 10 },
      { exchange: 'b.example.com', priority: 10 },
      { exchange: 'z.example.com', priority: 50 },
    ];
    const dns = fakeDns({ mx: { 'example.com': records } });
    const first = await createMailHostResolver({ override: null, dns, random: () => 0 })('example.com');
    const second = await createMailHostResolver({ override: null, dns, random: () => 0.99 })('example.com');
    assert.ok(first.kind === 'hosts' && second.kind === 'hosts');
    assert.notDeepEqual(first.hosts.slice(0, 2), second.hosts.slice(0, 2));
    assert.equal(first.hosts[2].host, 'z.example.com');
    assert.equal(second.hosts[2].host, 'z.example.com');
  });

  it('falls back to the domain itself when it has no MX but an address (RFC 5321 §5.1)', async () => {
    const resolve = createMailHostResolver({ override: null, dns: fakeDns({ aaaa: { 'example.org': ['2001:db8::25'] } }) });
    assert.deepEqual(await resolve('example.org'), { kind: 'hosts', hosts: [{ host: 'example.org', port: 25 }] });
  });

  it('bounces a domain without MX and address records', async () => {
    const resolve = createMailHostResolver({ override: null, dns: fakeDns({}) });
    assert.deepEqual(await resolve('example.net'), {
      kind: 'bounce',
      reason: 'domain example.net has no MX and no address records',
    });
  });

  it('bounces a domain that does not exist', async () => {
    const resolve = createMailHostResolver({ override: null, dns: fakeDns({ mx: { 'nope.example': 'ENOTFOUND' } }) });
    assert.equal((await resolve('nope.example')).kind, 'bounce');
  });

  it('bounces a domain with a null MX (RFC 7505)', async () => {
    const resolve = createMailHostResolver({
      override: null,
      dns: fakeDns({ mx: { 'nomail.example': [{ exchange: '', priority: 0 }] } }),
    });
    assert.deepEqual(await resolve('nomail.example'), {
      kind: 'bounce',
      reason: 'domain nomail.example accepts no mail (null MX, RFC 7505)',
    });
  });

  it('defers when the MX query itself fails', async () => {
    const resolve = createMailHostResolver({ override: null, dns: fakeDns({ mx: { 'example.com': 'ESERVFAIL' } }) });
    assert.deepEqual(await resolve('example.com'), { kind: 'defer', reason: 'MX lookup for example.com failed: ESERVFAIL' });
  });

  it('defers when the address fallback times out', async () => {
    const resolve = createMailHostResolver({ override: null, dns: fakeDns({ a: { 'example.com': 'ETIMEOUT' } }) });
    assert.deepEqual(await resolve('example.com'), {
      kind: 'defer',
      reason: 'address lookup for example.com failed: ETIMEOUT',
    });
  });

  it('speaks to MX hosts on the port it is given, and looks their addresses up itself when asked', async () => {
    const resolve = createMailHostResolver({
      override: null,
      port: 2526,
      lookUpAddresses: true,
      dns: fakeDns({
        mx: { 'example.com': [{ exchange: 'mx.example.com', priority: 10 }, { exchange: 'v6.example.com', priority: 20 }, { exchange: 'gone.example.com', priority: 30 }] },
        a: { 'mx.example.com': ['192.0.2.25'] },
        aaaa: { 'v6.example.com': ['2001:db8::25'] },
      }),
      random: () => 0,
    });
    assert.deepEqual(await resolve('example.com'), {
      kind: 'hosts',
      hosts: [
        { host: 'mx.example.com', port: 2526, address: '192.0.2.25' },
        { host: 'v6.example.com', port: 2526, address: '2001:db8::25' },
        { host: 'gone.example.com', port: 2526 },
      ],
    });
  });

  it('sends every domain to the override without asking DNS', async () => {
    const failingDns: DnsLookups = {
      resolveMx: () => assert.fail('DNS must not be asked'),
      resolve4: () => assert.fail('DNS must not be asked'),
      resolve6: () => assert.fail('DNS must not be asked'),
    };
    const resolve = createMailHostResolver({ override: { host: '127.0.0.1', port: 2525 }, dns: failingDns });
    assert.deepEqual(await resolve('gmail.com'), { kind: 'hosts', hosts: [{ host: '127.0.0.1', port: 2525 }] });
  });
});
