import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { SMTPServer } from 'smtp-server';
import { decodedText } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const PUBLIC_URL = 'https://console.example.test';
const SMTP_USER = 'platform-mailer';
const SMTP_PASSWORD = 'smtp-relay-password';
const OLD_PASSWORD = 'the old password';
const NEW_PASSWORD = 'a brand new password';
const RESET_ANSWER = { message: 'If that address has an account, a reset link is on its way.' };
/** A real SMTP server on loopback that records what it receives (STARTTLS and AUTH as a real relay). */
class Inbox {
    mails = [];
    waiters = [];
    server = new SMTPServer({
        secure: false,
        onAuth: (auth, _session, callback) => {
            if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
                callback(null, { user: auth.username });
            else
                callback(new Error('Invalid username or password'));
        },
        onData: (stream, session, callback) => {
            const chunks = [];
            stream.on('data', (chunk) => chunks.push(chunk));
            stream.on('end', () => {
                const mail = {
                    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                    to: session.envelope.rcptTo.map((recipient) => recipient.address),
                    text: decodedText(Buffer.concat(chunks)),
                    tls: Boolean(session.secure),
                };
                this.mails.push(mail);
                this.waiters.splice(0).forEach((resolve) => resolve(mail));
                callback();
            });
        },
    });
    async listen() {
        await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
        return this.server.server.address().port;
    }
    /** The next mail to arrive (or fails after a while, so a missing mail fails the test rather than hanging it). */
    nextMail() {
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('No e-mail arrived within 15 s')), 15_000);
            this.waiters.push((mail) => {
                clearTimeout(timer);
                resolve(mail);
            });
        });
    }
    close() {
        return new Promise((resolve) => this.server.close(() => resolve()));
    }
}
function resetTokenIn(mail) {
    const link = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/reset-password\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
    assert.ok(link, `no reset link in:\n${mail.text}`);
    return decodeURIComponent(link[1]);
}
describe('password reset by e-mail', () => {
    let api;
    const inbox = new Inbox();
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const createUser = async (body) => {
        const response = await api.http.post('/api/admin/users').set(admin()).send({ password: OLD_PASSWORD, ...body });
        assert.equal(response.status, 201, JSON.stringify(response.body));
    };
    const requestReset = async (email) => {
        const response = await api.http.post('/api/reset-password').send({ email });
        assert.equal(response.status, 200);
        assert.deepEqual(response.body, RESET_ANSWER);
    };
    const confirm = (token, password = NEW_PASSWORD) => api.http.post('/api/reset-password/confirm').send({ token, password });
    const login = (email, password) => api.http.post('/api/login').send({ email, password });
    const configureSmtp = async (port) => {
        const response = await api.http.put('/api/admin/settings/smtp').set(admin()).send({
            host: '127.0.0.1',
            port,
            username: SMTP_USER,
            password: SMTP_PASSWORD,
            secure: false,
            from: 'Platform <no-reply@example.test>',
        });
        assert.equal(response.status, 200, JSON.stringify(response.body));
    };
    before(async () => {
        const smtpPort = await inbox.listen();
        api = await startTestApp({
            // smtp-server's built-in certificate is self-signed.
            env: { PUBLIC_URL, SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED: 'false', LOGIN_RATE_LIMIT_PER_CLIENT: '1000' },
        });
        await configureSmtp(smtpPort);
    });
    after(async () => {
        await api?.close();
        await inbox.close();
    });
    test('mails a single-use link through the global SMTP settings; the new password works, the old one and old sessions do not', async () => {
        await createUser({ email: 'forgetful@example.com', role: 'admin' });
        const session = (await login('forgetful@example.com', OLD_PASSWORD)).body.admin_token;
        assert.equal((await api.http.get('/api/admin/users').set('x-admin-token', session)).status, 200);
        const arriving = inbox.nextMail();
        const mailsBefore = inbox.mails.length;
        await requestReset('no-account-here@example.com');
        await requestReset('Forgetful@example.com');
        const mail = await arriving;
        assert.equal(inbox.mails.length, mailsBefore + 1, 'the unknown address got no mail');
        assert.deepEqual(mail.to, ['forgetful@example.com']);
        assert.equal(mail.from, 'no-reply@example.test');
        assert.ok(mail.tls, 'STARTTLS was used');
        assert.match(mail.text, /Subject: Reset your password/);
        const token = resetTokenIn(mail);
        const confirmed = await confirm(token);
        assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
        assert.equal((await login('forgetful@example.com', NEW_PASSWORD)).status, 200);
        assert.equal((await login('forgetful@example.com', OLD_PASSWORD)).status, 401);
        assert.equal((await api.http.get('/api/admin/users').set('x-admin-token', session)).status, 401, 'sessions end with the reset');
        const again = await confirm(token, 'yet another password');
        assert.equal(again.status, 400);
        assert.equal(again.body.message, 'Invalid or expired reset token');
        assert.equal((await login('forgetful@example.com', NEW_PASSWORD)).status, 200);
    });
    /** As if the latest link had been sent a while ago (one reset mail a minute per address at most). */
    const ageResetLinks = (minutes) => api.app
        .get(getConnectionToken())
        .collection('password_reset_tokens')
        .updateMany({ used_at: null }, { $set: { createdAt: new Date(Date.now() - minutes * 60_000) } });
    test('a newer request replaces the older link', async () => {
        await createUser({ email: 'twice@example.com' });
        const first = inbox.nextMail();
        await requestReset('twice@example.com');
        const olderToken = resetTokenIn(await first);
        await ageResetLinks(2);
        const second = inbox.nextMail();
        await requestReset('twice@example.com');
        const newerToken = resetTokenIn(await second);
        assert.equal((await confirm(olderToken)).status, 400);
        assert.equal((await confirm(newerToken)).status, 200);
    });
    test('requests repeated within a minute answer the same but send no further mail: nobody can flood an inbox, nor lock the owner out', async () => {
        await createUser({ email: 'flooded@example.com' });
        await createUser({ email: 'flood-marker@example.com' });
        const first = inbox.nextMail();
        await requestReset('flooded@example.com');
        const token = resetTokenIn(await first);
        const mailsBefore = inbox.mails.length;
        for (let request = 0; request < 5; request += 1)
            await requestReset('flooded@example.com');
        // A mail to another address, asked for afterwards, shows the repeats have had their chance to send.
        const marker = inbox.nextMail();
        await requestReset('flood-marker@example.com');
        assert.deepEqual((await marker).to, ['flood-marker@example.com']);
        assert.equal(inbox.mails.length, mailsBefore + 1, 'only the marker mail was sent');
        assert.equal((await confirm(token)).status, 200, 'the first link still works');
    });
    test('an inactive user gets the same answer and no mail', async () => {
        await createUser({ email: 'dormant@example.com', status: 'inactive' });
        await createUser({ email: 'awake@example.com' });
        const arriving = inbox.nextMail();
        const mailsBefore = inbox.mails.length;
        await requestReset('dormant@example.com');
        await requestReset('awake@example.com');
        assert.deepEqual((await arriving).to, ['awake@example.com']);
        assert.equal(inbox.mails.length, mailsBefore + 1);
    });
    test('an expired token is refused', async () => {
        await createUser({ email: 'late@example.com' });
        const arriving = inbox.nextMail();
        await requestReset('late@example.com');
        const token = resetTokenIn(await arriving);
        await api.app
            .get(getConnectionToken())
            .collection('password_reset_tokens')
            .updateMany({ used_at: null }, { $set: { expires_at: new Date(Date.now() - 1000) } });
        const response = await confirm(token);
        assert.equal(response.status, 400);
        assert.equal(response.body.message, 'Invalid or expired reset token');
        assert.equal((await login('late@example.com', OLD_PASSWORD)).status, 200);
    });
    test('confirm answers 400 for an unknown token and for missing or short fields', async () => {
        const unknown = await confirm('rst_not-a-token-anyone-was-given');
        assert.equal(unknown.status, 400);
        assert.equal(unknown.body.message, 'Invalid or expired reset token');
        const missing = await api.http.post('/api/reset-password/confirm').send({});
        assert.equal(missing.status, 400);
        assert.match(JSON.stringify(missing.body.message), /token is required.*password/);
        const short = await confirm('rst_whatever', 'short');
        assert.equal(short.status, 400);
        assert.match(JSON.stringify(short.body.message), /password must be at least 8 characters/);
    });
    test('a reset request answers 400 naming the e-mail when it is missing or malformed', async () => {
        for (const body of [{}, { email: 'not-an-address' }]) {
            const response = await api.http.post('/api/reset-password').send(body);
            assert.equal(response.status, 400);
            assert.match(JSON.stringify(response.body.message), /email must be a valid e-mail address/);
        }
    });
    test('when the SMTP server cannot be reached the answer is still the same', async () => {
        await createUser({ email: 'unreachable@example.com' });
        const closedPort = inbox.server.server.address();
        await configureSmtp(closedPort.port + 1 === 65536 ? 1 : closedPort.port + 1);
        await requestReset('unreachable@example.com');
    });
});
//# sourceMappingURL=password-reset.e2e-spec.js.map