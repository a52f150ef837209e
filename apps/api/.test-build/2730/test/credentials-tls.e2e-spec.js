import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CapturedLogs } from './support/captured-logs.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
/** The test servers take one user: the relays and the global SMTP settings both log in with it. */
const CREDENTIALS = { user: 'mail-user', pass: 'mail-secret-pass' };
const NO_STARTTLS_REASON = 'Relay offered no STARTTLS: credentials not sent (allow plain-text auth on the relay to override)';
async function eventually(what, probe, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const found = await probe();
        if (found !== undefined)
            return found;
        if (Date.now() > deadline)
            throw new Error(`Timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}
describe('credentials go to relays and to the platform SMTP server only over TLS', () => {
    /** What the app logs, to read what it said about a mail it did not send. */
    const logs = new CapturedLogs();
    let api;
    let dns;
    /** Offers STARTTLS (smtp-server's own self-signed certificate). */
    let tlsServer;
    /** Offers no STARTTLS and would take AUTH in clear. */
    let plainServer;
    const logsFor = async (to) => {
        const logs = await adminCall(api, 'get', '/api/admin/reports/logs?page=1&limit=100');
        return logs.items.filter((entry) => entry.to === to);
    };
    const waitForLog = (to, status) => eventually(`a ${status} log entry for ${to}`, async () => {
        const entries = await logsFor(to);
        return entries.some((entry) => entry.status === status) ? entries : undefined;
    });
    const relayWithSender = async (name, server, domain) => {
        const relay = await adminCall(api, 'post', '/api/admin/relays', {
            name,
            smtp_host: '127.0.0.1',
            smtp_port: server.port,
            smtp_user: CREDENTIALS.user,
            smtp_pass: CREDENTIALS.pass,
        });
        const sender = await createTestSender(api, dns, { domain, sendPlan: 'bulletproof', relayId: relay._id });
        return { relay, sender };
    };
    const send = async (sender, to) => {
        const response = await api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to, subject: 'Over TLS only', text: 'x' });
        assert.equal(response.status, 202, JSON.stringify(response.body));
    };
    const configureSmtpSettings = (port) => adminCall(api, 'put', '/api/admin/settings/smtp', {
        host: '127.0.0.1',
        port,
        username: CREDENTIALS.user,
        password: CREDENTIALS.pass,
        secure: false,
        from: 'Platform <no-reply@example.test>',
    });
    const requestReset = async (email) => {
        const response = await api.http.post('/api/reset-password').send({ email });
        assert.equal(response.status, 200);
        assert.deepEqual(response.body, { message: 'If that address has an account, a reset link is on its way.' });
    };
    before(async () => {
        dns = await startDnsTestServer();
        tlsServer = await startSmtpTestServer({ credentials: CREDENTIALS });
        plainServer = await startSmtpTestServer({ credentials: CREDENTIALS, offerStartTls: false });
        api = await startTestApp({
            logDestination: logs,
            env: {
                DNS_SERVERS: dns.address,
                RELAY_WORKER_CONCURRENCY: '2',
                QUEUE_POLL_MS: '50',
                RETRY_FIRST_SECONDS: '1',
                RETRY_MAX_SECONDS: '2',
                // The test servers' STARTTLS certificate is smtp-server's own, which no CA signed.
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
                SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED: 'false',
            },
        });
    });
    after(async () => {
        await api?.close();
        await tlsServer?.close();
        await plainServer?.close();
        await dns?.close();
    });
    test('a relay offering STARTTLS gets the credentials over TLS and the message', async () => {
        const { sender } = await relayWithSender('tls-relay', tlsServer, 'tls-relay-sender.example');
        await send(sender, 'alice@tls.example');
        await waitForLog('alice@tls.example', 'delivered');
        const [message] = tlsServer.received.filter((received) => received.to.includes('alice@tls.example'));
        assert.equal(message.user, CREDENTIALS.user);
        assert.equal(message.tls, true);
        assert.deepEqual(tlsServer.authAttempts, [{ username: CREDENTIALS.user, tls: true }]);
    });
    test('a relay without STARTTLS gets no credentials: deferred with the reason, then delivered once the admin allows plain-text auth', async () => {
        const { relay, sender } = await relayWithSender('plain-relay', plainServer, 'plain-relay-sender.example');
        await send(sender, 'bob@plain.example');
        const [deferred] = await waitForLog('bob@plain.example', 'deferred');
        assert.equal(deferred.response, NO_STARTTLS_REASON);
        assert.equal(deferred.agent_hostname, 'plain-relay');
        // Retried on schedule, each time without sending the password, and never bounced.
        await eventually('a second deferral', async () => ((await logsFor('bob@plain.example')).length >= 2 ? true : undefined));
        const entries = await logsFor('bob@plain.example');
        assert.deepEqual(entries.map((entry) => [entry.status, entry.response]), entries.map(() => ['deferred', NO_STARTTLS_REASON]));
        assert.deepEqual(plainServer.authAttempts, [], 'no AUTH reached the relay');
        assert.equal(plainServer.received.length, 0);
        const allowed = await adminCall(api, 'patch', `/api/admin/relays/${relay._id}`, { allow_insecure_auth: true });
        assert.equal(allowed.allow_insecure_auth, true);
        await waitForLog('bob@plain.example', 'delivered');
        assert.equal(plainServer.received.length, 1);
        assert.equal(plainServer.received[0].user, CREDENTIALS.user);
        assert.equal(plainServer.received[0].tls, false);
        assert.deepEqual(plainServer.authAttempts, [{ username: CREDENTIALS.user, tls: false }]);
    });
    test('password reset mail through settings without STARTTLS is not sent, the password never leaves, and the log says why', async () => {
        await adminCall(api, 'post', '/api/admin/users', { email: 'no-tls-reset@example.com', password: 'old-password-1' });
        await configureSmtpSettings(plainServer.port);
        const receivedBefore = plainServer.received.length;
        const authBefore = plainServer.authAttempts.length;
        await requestReset('no-tls-reset@example.com');
        const expected = `Password reset e-mail to no-tls-reset@example.com failed: Cannot send e-mail: the SMTP server 127.0.0.1:${plainServer.port} ` +
            'offered no STARTTLS, so the username and password were not sent (the global SMTP settings send credentials only over TLS: ' +
            "use a server that offers STARTTLS, or port 465 with 'Use TLS/SSL')";
        await eventually('the log line', () => (logs.errors.includes(expected) ? true : undefined), 10_000);
        assert.equal(plainServer.received.length, receivedBefore, 'no mail was sent');
        assert.equal(plainServer.authAttempts.length, authBefore, 'no AUTH was sent');
        assert.ok(!logs.text.some((line) => line.includes(CREDENTIALS.pass)), 'the password is not logged');
    });
    test('password reset mail through settings with STARTTLS arrives, AUTH over TLS', async () => {
        await adminCall(api, 'post', '/api/admin/users', { email: 'tls-reset@example.com', password: 'old-password-1' });
        await configureSmtpSettings(tlsServer.port);
        const authBefore = tlsServer.authAttempts.length;
        await requestReset('tls-reset@example.com');
        const mail = await eventually('the reset mail', () => tlsServer.received.find((received) => received.to.includes('tls-reset@example.com')));
        assert.equal(mail.from, 'no-reply@example.test');
        assert.equal(mail.user, CREDENTIALS.user);
        assert.equal(mail.tls, true);
        assert.match(mail.raw.toString(), /Subject: Reset your password/);
        assert.deepEqual(tlsServer.authAttempts.slice(authBefore), [{ username: CREDENTIALS.user, tls: true }]);
    });
});
//# sourceMappingURL=credentials-tls.e2e-spec.js.map