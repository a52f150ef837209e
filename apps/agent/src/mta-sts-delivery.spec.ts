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

import { DeliveryPool } from './delivery-pool.js';
import { DestinationShaper } from './destination-shaping.js';
import { MtaStsPolicies } from './mta-sts-policies.js';
import { fetchMtaStsPolicyFile } from './mta-sts-policy-fetch.js';
import { createMailHostResolver } from './mx-resolver.js';
import { resolverLookup } from './resolver-lookup.js';
import { SmtpConnectionCache } from './smtp-connection-cache.js';
import { leaseFor } from './test-support/lease.js';
import { startRecipientSmtpServer, type RecipientSmtpServer } from './test-support/recipient-smtp-server.js';
import { withMtaStsPolicies } from './tls-requirements.js';

/** Recipient domains of the scenarios, each with its own MX host name and policy. */
const DOMAINS = ['valid.example', 'selfsigned.example', 'wrongname.example', 'testing.example', 'unlisted.example', 'plaintext.example', 'nopolicy.example'];

describe('delivery under MTA-STS, over real DNS, HTTPS and SMTP sockets', () => {
  let nameServer: DnsTestServer;
  let authority: TestCertificateAuthority;
  let policyHosts: MtaStsPolicyServer;
  let resolver: dns.Resolver;
  const servers: Record<'trusted' | 'selfSigned' | 'wrongName' | 'plaintext', RecipientSmtpServer> = {} as never;
  const connections: SmtpConnectionCache[] = [];
  const events: string[] = [];

  beforeAll(async () => {
    nameServer = await startDnsTestServer();
    authority = await createTestCertificateAuthority();
    policyHosts = await startMtaStsPolicyServer(await authority.issue(DOMAINS.map((domain) => `mta-sts.${domain}`)));
    resolver = new dns.Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([nameServer.address]);
    servers.trusted = await startRecipientSmtpServer({ certificate: await authority.issue(['mx.valid.example', 'mx.testing.example', 'mx.nopolicy.example']) });
    servers.selfSigned = await startRecipientSmtpServer({ certificate: await selfSignedCertificate(['mx.selfsigned.example', 'mx.testing.example']) });
    servers.wrongName = await startRecipientSmtpServer({ certificate: await authority.issue(['somebody-else.example']) });
    servers.plaintext = await startRecipientSmtpServer({ noStartTls: true });
    for (const domain of DOMAINS) {
      nameServer.setMx(domain, [`mx.${domain}`]);
      nameServer.setAddresses(`mx.${domain}`, ['127.0.0.1']);
      nameServer.setAddresses(`mta-sts.${domain}`, ['127.0.0.1']);
    }
    nameServer.setMx('unlisted.example', ['mx.elsewhere.example']);
    nameServer.setAddresses('mx.elsewhere.example', ['127.0.0.1']);
  });
  afterAll(async () => {
    for (const cache of connections) cache.closeAll();
    await Promise.all([nameServer.close(), policyHosts.close(), ...Object.values(servers).map((server) => server.close())]);
  });

  function publishPolicy(domain: string, mode: 'enforce' | 'testing', mx = [`mx.${domain}`]) {
    nameServer.setTxt(`_mta-sts.${domain}`, ['v=STSv1; id=20261127;']);
    policyHosts.setPolicy(domain, mtaStsPolicyText(mode, mx));
  }

  /** The agent's delivery path as main.ts wires it, its MX port that of the server playing the domain's MX. */
  function deliverTo(domain: string, server: RecipientSmtpServer) {
    const cache = new SmtpConnectionCache({ maxOpen: 2, tlsRejectUnauthorized: false, extraCa: [authority.cert] });
    connections.push(cache);
    const policies = new MtaStsPolicies({
      dns: resolver,
      fetchPolicyFile: (policyDomain) => fetchMtaStsPolicyFile(policyDomain, { port: policyHosts.port, extraCa: [authority.cert], lookup: resolverLookup(resolver) }),
      logEvent: (event) => events.push(event),
    });
    const mailHosts = createMailHostResolver({ override: null, port: server.port, lookUpAddresses: true, dns: resolver });
    const pool = new DeliveryPool({ concurrency: 2, resolveMailHosts: withMtaStsPolicies(mailHosts, policies), connections: cache, shaper: new DestinationShaper() });
    return pool.deliver(leaseFor({ recipient_domain: domain, recipients: [`someone@${domain}`] }));
  }

  it('enforce: delivers to a matching MX host whose certificate verifies, and records TLS and the mode', async () => {
    publishPolicy('valid.example', 'enforce');
    const before = servers.trusted.received.length;
    const { results, via } = await deliverTo('valid.example', servers.trusted);
    assert.equal(results[0].outcome, 'delivered', results[0].response);
    assert.equal(via, `mx.valid.example:${servers.trusted.port}`);
    assert.deepEqual(results[0].tls, { version: 'TLSv1.3', verified: true, mta_sts: 'enforce' });
    assert.equal(servers.trusted.received[before].secure, true);
  });

  it('enforce: defers, sending nothing, when the MX host presents a self-signed certificate', async () => {
    publishPolicy('selfsigned.example', 'enforce');
    const before = servers.selfSigned.received.length;
    const { results } = await deliverTo('selfsigned.example', servers.selfSigned);
    assert.equal(results[0].outcome, 'deferred');
    assert.equal(results[0].response, 'MTA-STS enforce: mx.selfsigned.example certificate not valid: DEPTH_ZERO_SELF_SIGNED_CERT');
    assert.deepEqual(results[0].tls, {
      version: 'TLSv1.3',
      verified: false,
      mta_sts: 'enforce',
      mta_sts_failure: 'mx.selfsigned.example certificate not valid: DEPTH_ZERO_SELF_SIGNED_CERT',
    });
    assert.equal(servers.selfSigned.received.length, before, 'no message went to the host');
  });

  it('enforce: defers when the certificate is for another name', async () => {
    publishPolicy('wrongname.example', 'enforce');
    const { results } = await deliverTo('wrongname.example', servers.wrongName);
    assert.equal(results[0].outcome, 'deferred');
    assert.equal(results[0].response, 'MTA-STS enforce: mx.wrongname.example certificate not valid: ERR_TLS_CERT_ALTNAME_INVALID');
  });

  it('enforce: defers when the MX host offers no STARTTLS', async () => {
    publishPolicy('plaintext.example', 'enforce');
    const { results } = await deliverTo('plaintext.example', servers.plaintext);
    assert.equal(results[0].outcome, 'deferred');
    assert.equal(results[0].response, 'MTA-STS enforce: mx.plaintext.example offered no STARTTLS');
    assert.deepEqual(results[0].tls, { version: null, verified: false, mta_sts: 'enforce', mta_sts_failure: 'mx.plaintext.example offered no STARTTLS' });
  });

  it('enforce: defers without connecting when no MX host matches the policy', async () => {
    publishPolicy('unlisted.example', 'enforce', ['mx.unlisted.example']);
    const connectionsBefore = servers.trusted.connections;
    const { results, via } = await deliverTo('unlisted.example', servers.trusted);
    assert.equal(results[0].outcome, 'deferred');
    assert.equal(results[0].response, "MTA-STS enforce: no MX host of unlisted.example (mx.elsewhere.example) matches the policy's mx mx.unlisted.example");
    assert.equal(via, null);
    assert.equal(servers.trusted.connections, connectionsBefore);
  });

  it('testing: delivers over the unverified session and records what enforce would have refused', async () => {
    publishPolicy('testing.example', 'testing');
    const before = servers.selfSigned.received.length;
    const { results } = await deliverTo('testing.example', servers.selfSigned);
    assert.equal(results[0].outcome, 'delivered');
    assert.deepEqual(results[0].tls, {
      version: 'TLSv1.3',
      verified: false,
      mta_sts: 'testing',
      mta_sts_failure: 'mx.testing.example certificate not valid: DEPTH_ZERO_SELF_SIGNED_CERT',
    });
    assert.equal(servers.selfSigned.received.length, before + 1);
  });

  it('no policy: delivers with opportunistic STARTTLS, recording the session as it was', async () => {
    const { results } = await deliverTo('nopolicy.example', servers.trusted);
    assert.equal(results[0].outcome, 'delivered');
    assert.deepEqual(results[0].tls, { version: 'TLSv1.3', verified: true, mta_sts: 'none' });
  });
});
