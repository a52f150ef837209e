import assert from 'node:assert/strict';
import { promises as dns } from 'node:dns';
import { afterAll, beforeAll, describe, it } from '@jest/globals';

import {
  createTestCertificateAuthority,
  mtaStsPolicyText,
  selfSignedCertificate,
  startDnsTestServer,
  startMtaStsPolicyServer,
  type DnsTestServer,
  type MtaStsPolicyServer,
  type TestCertificateAuthority,
} from '@platform/test-fixtures';

import type { LogFields } from './agent-log.js';
import { MtaStsPolicies } from './mta-sts-policies.js';
import { fetchMtaStsPolicyFile, POLICY_FILE_MAX_BYTES } from './mta-sts-policy-fetch.js';
import { resolverLookup } from './resolver-lookup.js';

const DOMAINS = ['declared-huge.example', 'good.example', 'changing.example', 'huge.example', 'malformed.example', 'badmode.example', 'redirect.example', 'html.example', 'slow.example', 'flaky.example', 'gone.example'];

describe('MtaStsPolicies: discovery over real DNS and HTTPS', () => {
  let nameServer: DnsTestServer;
  let authority: TestCertificateAuthority;
  let policyHosts: MtaStsPolicyServer;
  let untrustedHosts: MtaStsPolicyServer;
  let resolver: dns.Resolver;
  const events: Array<{ event: string; fields: LogFields }> = [];
  let clock = Date.parse('2026-11-27T00:00:00Z');

  beforeAll(async () => {
    nameServer = await startDnsTestServer();
    authority = await createTestCertificateAuthority();
    policyHosts = await startMtaStsPolicyServer(await authority.issue(DOMAINS.map((domain) => `mta-sts.${domain}`)));
    untrustedHosts = await startMtaStsPolicyServer(await selfSignedCertificate(['mta-sts.selfsigned.example']));
    resolver = new dns.Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([nameServer.address]);
    for (const domain of DOMAINS) nameServer.setAddresses(`mta-sts.${domain}`, ['127.0.0.1']);
    nameServer.setAddresses('mta-sts.selfsigned.example', ['127.0.0.1']);
  });
  afterAll(async () => {
    await Promise.all([nameServer.close(), policyHosts.close(), untrustedHosts.close()]);
  });

  /** The agent's own wiring (main.ts), pointed at the test's DNS and HTTPS servers. */
  const policiesFor = (server: MtaStsPolicyServer, timeoutMs = 2000) =>
    new MtaStsPolicies({
      dns: resolver,
      fetchPolicyFile: (domain) => fetchMtaStsPolicyFile(domain, { port: server.port, extraCa: [authority.cert], lookup: resolverLookup(resolver), timeoutMs }),
      logEvent: (event, fields) => events.push({ event, fields }),
      now: () => clock,
      txtRecheckMs: 0,
    });
  const lastEventFor = (domain: string) => events.filter((entry) => entry.fields.domain === domain).at(-1);

  it('fetches the policy the TXT record announces and caches it while the id stays the same', async () => {
    nameServer.setTxt('_mta-sts.good.example', ['v=STSv1; id=1;']);
    policyHosts.setPolicy('good.example', mtaStsPolicyText('enforce', ['mx.good.example', '*.backup.good.example']));
    const policies = policiesFor(policyHosts);

    assert.deepEqual(await policies.policyFor('good.example'), { mode: 'enforce', mx: ['mx.good.example', '*.backup.good.example'], maxAgeSeconds: 86_400 });
    assert.deepEqual(await policies.policyFor('GOOD.example'), { mode: 'enforce', mx: ['mx.good.example', '*.backup.good.example'], maxAgeSeconds: 86_400 });
    assert.equal(policyHosts.requests.get('good.example'), 1, 'the second look-up found the same id and used the cache');
  });

  it('fetches again when the TXT id changes, and keeps the cached policy when the new one cannot be had (§5.1)', async () => {
    nameServer.setTxt('_mta-sts.changing.example', ['v=STSv1; id=1;']);
    policyHosts.setPolicy('changing.example', mtaStsPolicyText('testing', ['mx.changing.example']));
    const policies = policiesFor(policyHosts);
    assert.equal((await policies.policyFor('changing.example'))?.mode, 'testing');

    nameServer.setTxt('_mta-sts.changing.example', ['v=STSv1; id=2;']);
    policyHosts.setPolicy('changing.example', mtaStsPolicyText('enforce', ['mx.changing.example']));
    assert.equal((await policies.policyFor('changing.example'))?.mode, 'enforce');
    assert.equal(policyHosts.requests.get('changing.example'), 2);

    nameServer.setTxt('_mta-sts.changing.example', ['v=STSv1; id=3;']);
    policyHosts.setPolicy('changing.example', { status: 500, body: 'oops' });
    assert.equal((await policies.policyFor('changing.example'))?.mode, 'enforce', 'the cached enforce policy stays');
    assert.match(String(lastEventFor('changing.example')?.fields.reason), /HTTP 500/);
    assert.match(String(lastEventFor('changing.example')?.fields.applied), /cached policy 2 \(enforce\)/);

    nameServer.setTxt('_mta-sts.changing.example', []);
    assert.equal((await policies.policyFor('changing.example'))?.mode, 'enforce', 'a cached policy outlives its TXT record until it expires');
    clock += 86_401_000;
    assert.equal(await policies.policyFor('changing.example'), null, 'expired, and no record: no policy');
  });

  it('treats hostile policy files as no policy, without crashing', async () => {
    const cases: Array<[string, Parameters<MtaStsPolicyServer['setPolicy']>[1], RegExp]> = [
      ['declared-huge.example', { headers: { 'content-length': String(POLICY_FILE_MAX_BYTES + 1) }, body: 'x'.repeat(POLICY_FILE_MAX_BYTES + 1) }, /larger than 65536 bytes/],
      ['huge.example', { body: `version: STSv1\nmode: enforce\nmx: mx.huge.example\nmax_age: 86400\n${'#'.repeat(POLICY_FILE_MAX_BYTES)}` }, /larger than 65536 bytes/],
      ['malformed.example', '\u0000\u0001binary junk\nmode enforce', /policy file refused: a line is not "key: value"/],
      ['badmode.example', mtaStsPolicyText('enforce', ['mx.badmode.example']).replace('mode: enforce', 'mode: strict'), /mode is not enforce, testing or none/],
      ['redirect.example', { status: 301, headers: { location: 'https://mta-sts.good.example/.well-known/mta-sts.txt' } }, /HTTP 301 \(redirects are not followed\)/],
      ['html.example', { contentType: 'text/html', body: mtaStsPolicyText('enforce', ['mx.html.example']) }, /media type "text\/html", not text\/plain/],
      ['slow.example', { hang: true }, /no complete answer within 0\.5 s/],
    ];
    const policies = policiesFor(policyHosts, 500);
    for (const [domain, answer, reason] of cases) {
      nameServer.setTxt(`_mta-sts.${domain}`, ['v=STSv1; id=1;']);
      policyHosts.setPolicy(domain, answer);
      assert.equal(await policies.policyFor(domain), null, domain);
      assert.match(String(lastEventFor(domain)?.fields.reason), reason, domain);
      assert.equal(lastEventFor(domain)?.fields.applied, 'no policy');
    }
  });

  it('refuses a policy host whose certificate does not verify (self-signed)', async () => {
    nameServer.setTxt('_mta-sts.selfsigned.example', ['v=STSv1; id=1;']);
    untrustedHosts.setPolicy('selfsigned.example', mtaStsPolicyText('enforce', ['mx.selfsigned.example']));
    assert.equal(await policiesFor(untrustedHosts).policyFor('selfsigned.example'), null);
    assert.match(String(lastEventFor('selfsigned.example')?.fields.reason), /self[- ]signed/i);
  });

  it('asks a failed policy file again only after a while, not for every message', async () => {
    nameServer.setTxt('_mta-sts.flaky.example', ['v=STSv1; id=1;']);
    policyHosts.setPolicy('flaky.example', { status: 503 });
    const policies = policiesFor(policyHosts);
    assert.equal(await policies.policyFor('flaky.example'), null);
    assert.equal(await policies.policyFor('flaky.example'), null);
    assert.equal(policyHosts.requests.get('flaky.example'), 1);
    policyHosts.setPolicy('flaky.example', mtaStsPolicyText('enforce', ['mx.flaky.example']));
    clock += 5 * 60_000 + 1;
    assert.equal((await policies.policyFor('flaky.example'))?.mode, 'enforce');
  });

  it('is no policy for a domain without the TXT record, without asking HTTPS', async () => {
    policyHosts.setPolicy('gone.example', mtaStsPolicyText('enforce', ['mx.gone.example']));
    assert.equal(await policiesFor(policyHosts).policyFor('gone.example'), null);
    assert.equal(policyHosts.requests.get('gone.example'), undefined);
  });

  it('keeps the cached policy while DNS fails, and has none without one', async () => {
    const failingResolver = new dns.Resolver({ timeout: 300, tries: 1 });
    failingResolver.setServers([nameServer.address]);
    const policies = new MtaStsPolicies({
      dns: failingResolver,
      fetchPolicyFile: (domain) => fetchMtaStsPolicyFile(domain, { port: policyHosts.port, extraCa: [authority.cert], lookup: resolverLookup(resolver) }),
      logEvent: (event, fields) => events.push({ event, fields }),
      now: () => clock,
      txtRecheckMs: 0,
    });
    nameServer.setTxt('_mta-sts.good.example', ['v=STSv1; id=9;']);
    policyHosts.setPolicy('good.example', mtaStsPolicyText('enforce', ['mx.good.example']));
    assert.equal((await policies.policyFor('good.example'))?.mode, 'enforce');
    failingResolver.setServers(['127.0.0.1:9']); // nothing answers there
    assert.equal((await policies.policyFor('good.example'))?.mode, 'enforce');
    assert.equal(await policies.policyFor('flaky.example'), null);
  });

  it('believes a missing TXT record for a minute, then asks DNS again', async () => {
    const policies = new MtaStsPolicies({
      dns: resolver,
      fetchPolicyFile: (domain) => fetchMtaStsPolicyFile(domain, { port: policyHosts.port, extraCa: [authority.cert], lookup: resolverLookup(resolver) }),
      logEvent: (event, fields) => events.push({ event, fields }),
      now: () => clock,
    });
    nameServer.setTxt('_mta-sts.gone.example', []);
    assert.equal(await policies.policyFor('gone.example'), null);
    nameServer.setTxt('_mta-sts.gone.example', ['v=STSv1; id=1;']);
    assert.equal(await policies.policyFor('gone.example'), null, 'within the minute the record is not asked again');
    clock += 60_001;
    assert.equal((await policies.policyFor('gone.example'))?.mode, 'enforce');
  });

  it('bounds the policy file max_age it caches by a few minutes at least', async () => {
    nameServer.setTxt('_mta-sts.good.example', ['v=STSv1; id=7;']);
    policyHosts.setPolicy('good.example', mtaStsPolicyText('enforce', ['mx.good.example'], 0));
    const policies = policiesFor(policyHosts);
    assert.equal((await policies.policyFor('good.example'))?.mode, 'enforce');
    nameServer.setTxt('_mta-sts.good.example', []);
    clock += 60_000;
    assert.equal((await policies.policyFor('good.example'))?.mode, 'enforce', 'kept a minute later despite max_age 0');
  });
});
