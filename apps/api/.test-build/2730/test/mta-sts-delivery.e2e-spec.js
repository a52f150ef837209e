import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestCertificateAuthority, mtaStsPolicyText, startMtaStsPolicyServer } from '@platform/test-fixtures';
import { startAgentProcess } from './support/agent-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const AGENT_IP = '127.0.0.5';
/** Recipient domains: the MX host's certificate (from the test CA) is valid for the first only. */
const SECURE = 'secure-inbox.example';
const BROKEN = 'broken-inbox.example';
const TRYING = 'trying-inbox.example';
describe('MTA-STS and TLS per delivery, through a real agent process', () => {
    let api;
    let dns;
    let mx;
    let policyHosts;
    let sender;
    let agent;
    let caFolder;
    const waitFor = async (what, probe, timeoutMs = 30_000) => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const value = await probe();
            if (value)
                return value;
            if (Date.now() > deadline)
                throw new Error(`Timed out waiting for ${what}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
    };
    const send = async (to, subject) => {
        const response = await api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to, subject, text: subject });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        return response.body.id;
    };
    /** The message's first attempt on its timeline, as the customer API shows it. */
    const firstAttempt = (id, type) => waitFor(`a ${type} event on message ${id}`, async () => {
        const response = await api.http.get(`/api/v1/messages/${id}`).set('authorization', `Bearer ${sender.apiKey}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body.events.find((event) => event.type === type);
    });
    before(async () => {
        dns = await startDnsTestServer();
        const authority = await createTestCertificateAuthority();
        mx = await startSmtpTestServer({ certificate: await authority.issue([`mx.${SECURE}`]) });
        policyHosts = await startMtaStsPolicyServer(await authority.issue([SECURE, BROKEN, TRYING].map((domain) => `mta-sts.${domain}`)));
        for (const [domain, mode] of [[SECURE, 'enforce'], [BROKEN, 'enforce'], [TRYING, 'testing']]) {
            dns.setMx(domain, [`mx.${domain}`]);
            dns.setAddresses(`mx.${domain}`, ['127.0.0.1']);
            dns.setAddresses(`mta-sts.${domain}`, ['127.0.0.1']);
            dns.setTxt(`_mta-sts.${domain}`, ['v=STSv1; id=20261127;']);
            policyHosts.setPolicy(domain, mtaStsPolicyText(mode, [`mx.${domain}`]));
        }
        caFolder = await mkdtemp(join(tmpdir(), 'mta-sts-ca-'));
        await writeFile(join(caFolder, 'ca.pem'), authority.cert);
        api = await startTestApp({ env: { DNS_SERVERS: dns.address, LEASE_SECONDS: '10' } });
        await api.app.listen(0, '127.0.0.1');
        const apiUrl = `http://127.0.0.1:${api.app.getHttpServer().address().port}`;
        const created = await adminCall(api, 'post', '/api/admin/agents', { agent_id: 'sts-agent', hostname: 'sts-agent.test', agent_type: 'provider' });
        agent = startAgentProcess({
            apiUrl,
            agentId: 'sts-agent',
            secret: created.agent_secret,
            hostname: 'sts-agent.test',
            ips: [AGENT_IP],
            extraArgs: ['--dns-servers', dns.address, '--mx-port', String(mx.port), '--mta-sts-port', String(policyHosts.port), '--tls-ca-file', join(caFolder, 'ca.pem')],
        });
        await waitFor("the agent's heartbeat", async () => {
            const ips = await adminCall(api, 'get', `/api/admin/agents/${created._id}/ips`);
            return ips.items.some((item) => item.ip === AGENT_IP);
        });
        await adminCall(api, 'patch', `/api/admin/agents/${created._id}/ips`, { items: [{ ip: AGENT_IP, helo: 'mta.sts-agent.example' }] });
        sender = await createTestSender(api, dns, { domain: 'sts-sender.example', sendPlan: 'provider' });
    });
    after(async () => {
        await agent?.kill('SIGTERM');
        await api?.close();
        await Promise.all([mx?.close(), policyHosts?.close(), dns?.close()]);
        if (caFolder)
            await rm(caFolder, { recursive: true, force: true });
    });
    test('enforce: delivered over verified TLS; the TLS line reaches the timeline and the delivery log', async () => {
        const id = await send(`reader@${SECURE}`, 'verified hello');
        const delivered = await firstAttempt(id, 'delivered');
        assert.deepEqual(delivered.tls, { version: 'TLSv1.3', verified: true, mta_sts: 'enforce' });
        assert.ok(mx.received.some((message) => message.raw.toString().includes('Subject: verified hello') && message.tls));
        const logs = await adminCall(api, 'get', `/api/admin/reports/logs?recipient=${encodeURIComponent(`reader@${SECURE}`)}&limit=10`);
        assert.deepEqual(logs.items.find((entry) => entry.status === 'delivered')?.tls, { version: 'TLSv1.3', verified: true, mta_sts: 'enforce' });
    });
    test('enforce: a certificate for another name defers the delivery with the reason, and nothing reaches the MX', async () => {
        const id = await send(`reader@${BROKEN}`, 'refused hello');
        const deferred = await firstAttempt(id, 'deferred');
        assert.equal(deferred.response, `MTA-STS enforce: mx.${BROKEN} certificate not valid: ERR_TLS_CERT_ALTNAME_INVALID`);
        assert.deepEqual(deferred.tls, {
            version: 'TLSv1.3',
            verified: false,
            mta_sts: 'enforce',
            mta_sts_failure: `mx.${BROKEN} certificate not valid: ERR_TLS_CERT_ALTNAME_INVALID`,
        });
        assert.ok(!mx.received.some((message) => message.raw.toString().includes('Subject: refused hello')));
        assert.match(agent.output(), new RegExp(`deferred .*to=reader@${BROKEN.replace('.', '\\.')} .*tls=TLSv1\\.3 tls_verified=false mta_sts=enforce mta_sts_failure=`));
    });
    test('testing: delivered despite the certificate, with the failure logged by the agent and recorded on the delivery', async () => {
        const id = await send(`reader@${TRYING}`, 'testing hello');
        const delivered = await firstAttempt(id, 'delivered');
        assert.deepEqual(delivered.tls, {
            version: 'TLSv1.3',
            verified: false,
            mta_sts: 'testing',
            mta_sts_failure: `mx.${TRYING} certificate not valid: ERR_TLS_CERT_ALTNAME_INVALID`,
        });
        assert.match(agent.output(), new RegExp(`delivered .*to=reader@${TRYING.replace('.', '\\.')} .*mta_sts=testing mta_sts_failure=`));
    });
});
//# sourceMappingURL=mta-sts-delivery.e2e-spec.js.map