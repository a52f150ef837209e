import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CapturedLogs, LOG_LEVEL_NUMBERS } from './support/captured-logs.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const RELAY_CREDENTIALS = { user: 'relay-user', pass: 'relay-pass' };
async function eventually(what, probe, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const found = probe();
        if (found !== undefined)
            return found;
        if (Date.now() > deadline)
            throw new Error(`Timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}
describe('structured logs: JSON lines with a request id that follows a message to its delivery, secrets redacted', () => {
    const logs = new CapturedLogs();
    let api;
    let dns;
    let relayServer;
    let sender;
    before(async () => {
        dns = await startDnsTestServer();
        relayServer = await startSmtpTestServer({ credentials: RELAY_CREDENTIALS });
        api = await startTestApp({
            logDestination: logs,
            env: {
                LOG_LEVEL: 'info',
                DNS_SERVERS: dns.address,
                RELAY_WORKER_CONCURRENCY: '2',
                QUEUE_POLL_MS: '50',
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
            },
        });
        const relay = await adminCall(api, 'post', '/api/admin/relays', {
            name: 'logs-relay',
            smtp_host: '127.0.0.1',
            smtp_port: relayServer.port,
            smtp_user: RELAY_CREDENTIALS.user,
            smtp_pass: RELAY_CREDENTIALS.pass,
        });
        sender = await createTestSender(api, dns, { domain: 'logs-sender.example', sendPlan: 'bulletproof', relayId: relay._id });
    });
    after(async () => {
        await api?.close();
        await relayServer?.close();
        await dns?.close();
    });
    test('the request id of the submitting call is on its HTTP line, its acceptance and its delivery attempt', async () => {
        const requestId = 'lb-request-0001-abc';
        const response = await api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .set('x-request-id', requestId)
            .send({ from: `news@${sender.domain}`, to: ['reader@logs-rcpt.example'], subject: 'Traced', text: 'x' });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        assert.equal(response.headers['x-request-id'], requestId, 'answered with the id');
        const delivered = await eventually('the delivery attempt logged with the request id', () => logs.records.find((record) => record.request_id === requestId && record.msg === 'Delivery finished: delivered'));
        const traced = logs.records.filter((record) => record.request_id === requestId);
        const accepted = traced.find((record) => record.msg === 'Message accepted');
        assert.ok(accepted, 'acceptance logged with the id');
        assert.equal(accepted.message, response.body.id);
        assert.equal(accepted.route, 'relay');
        assert.equal(delivered.message, response.body.id);
        assert.equal(delivered.attempt, 1);
        assert.deepEqual(delivered.outcomes, ['delivered']);
        assert.ok(traced.some((record) => record.msg?.startsWith('POST /api/v1/messages 202')), 'the HTTP line carries it too');
        for (const record of traced)
            assert.equal(typeof record.time, 'number', 'every line is a JSON record');
    });
    test('a request without an id, or with one that could forge log lines, gets a fresh one', async () => {
        const plain = await api.http.get('/api/admin/users').set('x-admin-token', api.adminToken);
        assert.match(plain.headers['x-request-id'], /^[0-9a-f-]{36}$/);
        const forged = await api.http.get('/api/admin/users').set('x-admin-token', api.adminToken).set('x-request-id', 'x" injected {');
        assert.match(forged.headers['x-request-id'], /^[0-9a-f-]{36}$/);
    });
    test('a request refused before any route (the admin token check) is logged with its id too', async () => {
        const refused = await api.http.get('/api/admin/users').set('x-admin-token', 'not-a-token-of-this-install');
        assert.equal(refused.status, 401);
        const id = refused.headers['x-request-id'];
        assert.match(id, /^[0-9a-f-]{36}$/);
        const line = await eventually('the refused request\'s line', () => logs.records.find((record) => record.request_id === id));
        assert.match(line.msg ?? '', /^GET \/api\/admin\/users 401 \d+ ms$/);
        assert.equal(line.level, LOG_LEVEL_NUMBERS.warn);
    });
    test('authorization, cookies, admin tokens, passwords and token query values never reach the logs', async () => {
        const secrets = {
            apiKey: sender.apiKey,
            cookie: 'session-cookie-value-9876',
            password: 'a-password-nobody-may-read',
            queryToken: 'query-token-value-5555',
        };
        await api.http.get('/api/v1/domains').set('authorization', `Bearer ${secrets.apiKey}`).set('cookie', `platform_session=${secrets.cookie}`).expect(200);
        await api.http.post('/api/login').send({ email: sender.smtpEmail, password: secrets.password });
        await api.http.get(`/api/no-such-route?token=${secrets.queryToken}&page=2`).expect(404);
        await api.http.get('/api/admin/users').set('x-admin-token', api.adminToken).expect(200);
        const text = await eventually('the lines of those requests', () => {
            const lines = logs.text.join('\n');
            return lines.includes('/api/no-such-route') && lines.includes('GET /api/admin/users 200') ? lines : undefined;
        });
        for (const [name, secret] of Object.entries({ ...secrets, adminToken: api.adminToken })) {
            assert.ok(!text.includes(secret), `${name} is not logged`);
        }
        const domainsLine = logs.records.find((record) => record.msg?.startsWith('GET /api/v1/domains 200'));
        assert.equal(domainsLine.req.headers.authorization, '[Redacted]');
        assert.equal(domainsLine.req.headers.cookie, '[Redacted]');
        const notFoundLine = logs.records.find((record) => record.msg?.includes('/api/no-such-route'));
        assert.match(notFoundLine?.msg ?? '', /^GET \/api\/no-such-route\?token=\[Redacted\]&page=2 404 \d+ ms$/, 'the query value is blanked, the rest kept');
    });
    test('LOG_LEVEL holds: at info nothing below info is written', () => {
        assert.ok(logs.records.some((record) => record.level === LOG_LEVEL_NUMBERS.info));
        assert.ok(logs.records.every((record) => record.level >= LOG_LEVEL_NUMBERS.info));
    });
});
//# sourceMappingURL=structured-logs.e2e-spec.js.map