import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { generate } from 'selfsigned';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
const PUBLIC_HOSTNAME = 'mail.platform.example';
const SMTP_HOSTNAME = 'smtp.platform.example';
const RETURN_PATH_DOMAIN = `bounces.${PUBLIC_HOSTNAME}`;
const SENDING_IP = '192.0.2.25';
const HELO = 'out1.platform.example';
/** Long enough for the slowest DNS answer of a loaded machine: the checklist is polled until it shows a change. */
const CHANGE_WAIT_MS = 60_000;
/** A TCP server standing in for a remote MX on port 25; counts the connections it is given. */
async function startTcpListener() {
    let connections = 0;
    const server = createServer((socket) => {
        connections += 1;
        socket.on('error', () => { }); // the probe hangs up at once: a reset here is expected
        socket.end('220 probe target\r\n');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: server.address().port, connections: () => connections };
}
/** A port nothing listens on: one that was free a moment ago. */
async function closedPort() {
    const listener = await startTcpListener();
    await new Promise((resolve) => listener.server.close(() => resolve()));
    return listener.port;
}
const checklistOf = async (api) => adminCall(api, 'get', '/api/admin/setup-checklist');
const itemOf = (checklist, id) => {
    const item = checklist.items.find((candidate) => candidate.id === id);
    assert.ok(item, `the checklist has ${id}`);
    return item;
};
/** Polls until every named item has its expected status (the results are cached for a second in these apps). */
async function waitForStatuses(api, expected) {
    const deadline = Date.now() + CHANGE_WAIT_MS;
    for (;;) {
        const checklist = await checklistOf(api);
        const wrong = Object.entries(expected).filter(([id, status]) => itemOf(checklist, id).status !== status);
        if (wrong.length === 0)
            return checklist;
        if (Date.now() > deadline)
            assert.fail(`still not as expected: ${JSON.stringify(wrong.map(([id]) => itemOf(checklist, id)))}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
    }
}
/** A user with a plan and a provider domain, created through the admin API. */
async function createDomain(api, name) {
    const user = await adminCall(api, 'post', '/api/admin/users', { email: `owner@${name}`, password: 'owner-password' });
    const plan = await adminCall(api, 'post', '/api/admin/user-plans', { user_id: user._id, plan_code: 'starter' });
    const domain = await adminCall(api, 'post', '/api/admin/domains', { domain: name, user_id: user._id, user_plan_id: plan._id, send_plan: 'provider' });
    return domain._id;
}
/** A folder holding cert.pem and key.pem, for SMTP_TLS_CERT_FILE and SMTP_TLS_KEY_FILE. */
async function certificateFolder(pems) {
    const folder = await mkdtemp(join(tmpdir(), 'checklist-cert-'));
    await writeFile(join(folder, 'cert.pem'), pems.cert);
    await writeFile(join(folder, 'key.pem'), pems.private);
    return folder;
}
describe('set-up checklist of a fresh install (nothing configured but a certificate for another host)', () => {
    let dns;
    let api;
    let folder;
    before(async () => {
        dns = await startDnsTestServer();
        folder = await certificateFolder(await generate([{ name: 'commonName', value: 'other.example' }], { keySize: 2048, extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'other.example' }] }] }));
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                PORT25_PROBE_HOST: `127.0.0.1:${await closedPort()}`,
                SMTP_TLS_CERT_FILE: join(folder, 'cert.pem'),
                SMTP_TLS_KEY_FILE: join(folder, 'key.pem'),
            },
        });
    });
    after(async () => {
        await api?.close();
        await dns?.close();
        if (folder)
            await rm(folder, { recursive: true, force: true });
    });
    test('every item fails, or warns where the platform copes, each with what it found and the fix', async () => {
        const checklist = await checklistOf(api);
        assert.equal(checklist.all_passed, false);
        const statuses = Object.fromEntries(checklist.items.map((item) => [item.id, item.status]));
        assert.deepEqual(statuses, {
            public_hostname: 'fail',
            smtp_hostname: 'fail',
            smtp_certificate: 'fail',
            platform_mail_sender: 'warn',
            return_path_mx: 'fail',
            return_path_spf: 'fail',
            tracking_host: 'fail',
            reverse_dns: 'unknown', // no sending IP to check yet
            port25_outbound: 'fail',
            agents_online: 'fail',
        });
        assert.match(itemOf(checklist, 'public_hostname').found, /PUBLIC_HOSTNAME is not set: customers' SPF records include spf\.localhost/);
        assert.match(itemOf(checklist, 'public_hostname').fix, /Set PUBLIC_HOSTNAME/);
        assert.match(itemOf(checklist, 'smtp_certificate').found, /made out to CN=other\.example, not to localhost \(SMTP_HOSTNAME\)/);
        assert.match(itemOf(checklist, 'platform_mail_sender').found, /kept in the console mailbox/);
        assert.match(itemOf(checklist, 'port25_outbound').found, /ECONNREFUSED\): port 25 looks blocked/);
        assert.match(itemOf(checklist, 'agents_online').found, /No provider agent is online/);
        for (const item of checklist.items)
            assert.ok(item.fix, `${item.id} says how to fix it`);
    });
    test('results are kept: requests at once and just after share one run', async () => {
        const [first, second] = await Promise.all([checklistOf(api), checklistOf(api)]);
        const third = await checklistOf(api);
        assert.equal(second.checked_at, first.checked_at);
        assert.equal(third.checked_at, first.checked_at);
    });
    test('a domain\'s records that name localhost say why they cannot work; optional ones are marked', async () => {
        const domainId = await createDomain(api, 'fresh-customer.example');
        const detail = await adminCall(api, 'get', `/api/admin/domains/${domainId}`);
        const byKind = Object.fromEntries(detail.records.map((record) => [record.kind, record]));
        assert.equal(byKind.spf.value, 'v=spf1 include:spf.localhost ~all');
        for (const kind of ['spf', 'return_path_mx', 'return_path_spf', 'tracking_cname']) {
            assert.match(byKind[kind].warning ?? '', /^The platform has no public host name yet; this record cannot work until the operator sets /, kind);
        }
        assert.match(byKind.spf.warning, /sets PUBLIC_HOSTNAME/);
        assert.match(byKind.tracking_cname.warning, /sets PUBLIC_URL/);
        assert.equal(byKind.dkim.warning, null);
        assert.equal(byKind.dmarc.warning, null);
        assert.deepEqual(detail.records.map((record) => [record.kind, record.optional]), [['spf', false], ['dkim', false], ['dmarc', false], ['return_path_mx', true], ['return_path_spf', true], ['tracking_cname', true]]);
    });
    test('Verify answers what it found for each record, and a time of checking that is not called verified', async () => {
        const domainId = await createDomain(api, 'half-published.example');
        dns.setTxt('half-published.example', ['v=spf1 include:spf.localhost ~all']);
        dns.setTxt('_dmarc.half-published.example', ['not a dmarc record']);
        const result = await adminCall(api, 'post', `/api/admin/domains/${domainId}/verify`);
        assert.deepEqual(result.records.filter((record) => !record.optional).map((record) => [record.kind, record.status]), [['spf', 'verified'], ['dkim', 'not_found'], ['dmarc', 'wrong_value']]);
        assert.equal(result.spf_verified, true);
        assert.equal(result.dkim_verified, false);
        assert.ok(result.last_checked_at);
        const detail = await adminCall(api, 'get', `/api/admin/domains/${domainId}`);
        assert.equal(detail.domain.last_checked_at, result.last_checked_at);
    });
});
describe('set-up checklist of a configured install', () => {
    let dns;
    let api;
    let mx;
    let folder;
    before(async () => {
        dns = await startDnsTestServer();
        mx = await startTcpListener();
        const authority = await generate([{ name: 'commonName', value: 'Test Authority' }], { keySize: 2048, extensions: [{ name: 'basicConstraints', cA: true }] });
        const issued = await generate([{ name: 'commonName', value: SMTP_HOSTNAME }], {
            keySize: 2048,
            extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: SMTP_HOSTNAME }] }],
            ca: { key: authority.private, cert: authority.cert },
        });
        folder = await certificateFolder(issued);
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                PUBLIC_HOSTNAME,
                PUBLIC_URL: `https://${PUBLIC_HOSTNAME}`,
                SMTP_HOSTNAME,
                SMTP_TLS_CERT_FILE: join(folder, 'cert.pem'),
                SMTP_TLS_KEY_FILE: join(folder, 'key.pem'),
                PORT25_PROBE_HOST: `mx.probe.example:${mx.port}`,
                SETUP_CHECKLIST_CACHE_SECONDS: '1',
            },
        });
        dns.setAddresses('mx.probe.example', ['127.0.0.1']);
        // A provider agent that reports its sending IP, with the HELO the admin gave it.
        const agent = await adminCall(api, 'post', '/api/admin/agents', { agent_id: 'provider-1', hostname: 'provider-1.example', agent_type: 'provider' });
        const beat = await api.http
            .post('/api/agent/v1/heartbeat')
            .set('x-agent-id', agent.agent_id)
            .set('authorization', `Bearer ${agent.agent_secret}`)
            .send({ hostname: 'provider-1.example', ips: [SENDING_IP] });
        assert.equal(beat.status, 200, JSON.stringify(beat.body));
        await adminCall(api, 'patch', `/api/admin/ips/${SENDING_IP}`, { helo: HELO });
    });
    after(async () => {
        await api?.close();
        await dns?.close();
        await new Promise((resolve) => mx?.server.close(() => resolve()));
        if (folder)
            await rm(folder, { recursive: true, force: true });
    });
    const publishEverything = () => {
        dns.setAddresses(SMTP_HOSTNAME, ['203.0.113.25']);
        dns.setAddresses(PUBLIC_HOSTNAME, ['203.0.113.26']);
        dns.setMx(RETURN_PATH_DOMAIN, [SMTP_HOSTNAME]);
        dns.setTxt(RETURN_PATH_DOMAIN, [`v=spf1 include:spf.${PUBLIC_HOSTNAME} ~all`]);
        dns.setTxt(`spf.${PUBLIC_HOSTNAME}`, [`v=spf1 ip4:${SENDING_IP} -all`]);
        dns.setPtr(SENDING_IP, [HELO]);
        dns.setAddresses(HELO, [SENDING_IP]);
    };
    test('with the names, records, certificate, probe target and agent in place, every item passes', async () => {
        publishEverything();
        const checklist = await waitForStatuses(api, Object.fromEntries(checklistIds().map((id) => [id, 'pass'])));
        assert.equal(checklist.all_passed, true);
        for (const item of checklist.items)
            assert.equal(item.fix, null, `${item.id} needs no fix`);
        assert.match(itemOf(checklist, 'smtp_certificate').found, /issued by CN=Test Authority/);
        assert.match(itemOf(checklist, 'return_path_spf').found, /authorizes every sending IP/);
        assert.deepEqual(itemOf(checklist, 'reverse_dns').details.map((detail) => [detail.subject, detail.status]), [[SENDING_IP, 'pass']]);
        assert.match(itemOf(checklist, 'platform_mail_sender').found, /from the platform's own domain, mail\.platform\.example/);
    });
    test('records that go wrong turn their items to fail, each naming what it found and the record to publish', async () => {
        publishEverything();
        dns.setAddresses(SMTP_HOSTNAME, []);
        dns.setAddresses(PUBLIC_HOSTNAME, []);
        dns.setMx(RETURN_PATH_DOMAIN, ['elsewhere.example']);
        dns.setTxt(`spf.${PUBLIC_HOSTNAME}`, ['v=spf1 ip4:198.51.100.1 -all']);
        dns.setPtr(SENDING_IP, ['generic-192-0-2-25.isp.example']);
        const checklist = await waitForStatuses(api, { smtp_hostname: 'fail', tracking_host: 'fail', return_path_mx: 'fail', return_path_spf: 'fail', reverse_dns: 'fail' });
        assert.match(itemOf(checklist, 'smtp_hostname').fix, /Publish an A \(or AAAA\) record of smtp\.platform\.example/);
        assert.match(itemOf(checklist, 'return_path_mx').found, /has MX elsewhere\.example, not smtp\.platform\.example/);
        assert.match(itemOf(checklist, 'return_path_mx').fix, /MX 10 smtp\.platform\.example/);
        assert.match(itemOf(checklist, 'return_path_spf').found, /does not authorize 192\.0\.2\.25/);
        assert.match(itemOf(checklist, 'return_path_spf').fix, /"v=spf1 ip4:192\.0\.2\.25 ~all"/);
        assert.deepEqual(itemOf(checklist, 'reverse_dns').details, [{ subject: SENDING_IP, status: 'fail', found: `PTR generic-192-0-2-25.isp.example, HELO ${HELO}` }]);
        assert.match(itemOf(checklist, 'reverse_dns').fix, /192\.0\.2\.25 → out1\.platform\.example/);
    });
    test('the agent going silent fails its item; the port 25 probe ran once however often the checklist was read', async () => {
        await adminCall(api, 'patch', '/api/admin/agents/' + (await agentIdOf(api)), { status: 'offline' });
        const checklist = await waitForStatuses(api, { agents_online: 'fail' });
        assert.match(itemOf(checklist, 'agents_online').found, /No provider agent is online \(1 agent is offline\)/);
        assert.equal(itemOf(checklist, 'port25_outbound').status, 'pass');
        assert.equal(mx.connections(), 1);
    });
    test('a domain\'s records carry no warning once the platform has public host names', async () => {
        const domainId = await createDomain(api, 'configured-customer.example');
        const detail = await adminCall(api, 'get', `/api/admin/domains/${domainId}`);
        assert.deepEqual(detail.records.map((record) => record.warning), [null, null, null, null, null, null]);
        assert.equal(detail.records[0].value, `v=spf1 include:spf.${PUBLIC_HOSTNAME} ~all`);
    });
});
function checklistIds() {
    return ['public_hostname', 'smtp_hostname', 'smtp_certificate', 'platform_mail_sender', 'return_path_mx', 'return_path_spf', 'tracking_host', 'reverse_dns', 'port25_outbound', 'agents_online'];
}
async function agentIdOf(api) {
    const agents = await adminCall(api, 'get', '/api/admin/agents');
    return agents.items[0]._id;
}
//# sourceMappingURL=setup-checklist.e2e-spec.js.map