import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getModelToken } from '@nestjs/mongoose';
import nodemailer from 'nodemailer';
import { CUSTOMER_MESSAGES, } from '@platform/contracts';
import { EmailConfirmationTokenRecord } from '../src/signup/email-confirmation-token.schema.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { addVerifiedDomain, customerCall, customerRequest, grantProductionAccess, login } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const PUBLIC_URL = 'https://console.example.test';
const PASSWORD = 'a long enough password';
/** A plan with a cap small enough to reach in a test; new accounts get it (SIGNUP_PLAN_CODE). */
const SIGNUP_PLAN = { plan_code: 'tiny', plan_category: 'normal', name: 'Tiny', daily_limit: 2 };
function decodeQuotedPrintable(raw) {
    return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
}
function confirmationTokenIn(message) {
    const text = decodeQuotedPrintable(message.raw.toString('utf8'));
    const link = /https:\/\/console\.example\.test\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(text);
    assert.ok(link, `no confirmation link in:\n${text}`);
    return decodeURIComponent(link[1]);
}
describe('sign-up: e-mail confirmation, approval and the plan cap', () => {
    let api;
    let inbox;
    let dns;
    let submissionPort;
    let tokens;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    /** Signs up and returns the link's token from the mail the test SMTP server received. */
    const signUp = async (email) => {
        const before = inbox.received.length;
        const response = await api.http.post('/api/signup').send({ firstName: 'New', lastName: 'Customer', email, password: PASSWORD });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        const [mail] = (await inbox.waitForMessages(before + 1)).slice(before);
        assert.deepEqual(mail.to, [email]);
        return confirmationTokenIn(mail);
    };
    const confirm = (token) => api.http.post('/api/confirm-email').send({ token });
    /**
     * A customer ready to send but for its account state: logged in, a DKIM-verified domain, an SMTP
     * credential, and production access (so the sandbox does not stand in for what is tested here).
     */
    const prepareSender = async (email, domain) => {
        const { cookie, body } = await login(api, email, PASSWORD);
        await grantProductionAccess(api, body.user._id);
        const session = { cookie };
        await addVerifiedDomain(api, dns, session, domain);
        const credential = await customerCall(api, session, 'post', '/api/v1/smtp-credentials', { email: `app@${domain}` });
        return { cookie, apiKey: body.api_key, domain, smtp: { user: credential.credential.email, pass: credential.smtp_password } };
    };
    const sendHttp = (apiKey, domain) => customerRequest(api, { apiKey }, 'post', '/api/v1/messages', { from: `news@${domain}`, to: 'reader@elsewhere.example', subject: 'Hi', text: 'Hello' });
    const sendSmtp = (smtp, domain) => nodemailer
        .createTransport({ host: '127.0.0.1', port: submissionPort, secure: false, requireTLS: true, tls: { rejectUnauthorized: false }, auth: smtp })
        .sendMail({ from: `news@${domain}`, to: 'reader@elsewhere.example', subject: 'Hi', text: 'Hello' })
        .then(() => ({ accepted: true }), (error) => ({ accepted: false, code: error.responseCode, response: error.response }));
    before(async () => {
        inbox = await startSmtpTestServer();
        dns = await startDnsTestServer();
        api = await startTestApp({
            env: {
                PUBLIC_URL,
                DNS_SERVERS: dns.address,
                SIGNUP_PLAN_CODE: SIGNUP_PLAN.plan_code,
                SMTP_SUBMISSION_PORT: '0',
                SMTP_SUBMISSION_HOST: '127.0.0.1',
                // The test server offers STARTTLS with smtp-server's built-in certificate.
                SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED: 'false',
                LOGIN_RATE_LIMIT_PER_CLIENT: '1000',
            },
        });
        submissionPort = api.app.get(SmtpSubmissionServer).port;
        tokens = api.app.get(getModelToken(EmailConfirmationTokenRecord.name));
        const smtp = await api.http
            .put('/api/admin/settings/smtp')
            .set(admin())
            .send({ host: '127.0.0.1', port: inbox.port, secure: false, from: 'Platform <no-reply@platform.example>' });
        assert.equal(smtp.status, 200, JSON.stringify(smtp.body));
        const plan = await api.http.post('/api/admin/plan-definitions').set(admin()).send(SIGNUP_PLAN);
        assert.equal(plan.status, 201, JSON.stringify(plan.body));
    });
    after(async () => {
        await api?.close();
        await inbox?.close();
        await dns?.close();
    });
    describe('an account that has not confirmed its e-mail address', () => {
        let token;
        let sender;
        before(async () => {
            token = await signUp('unconfirmed@customer.example');
            sender = await prepareSender('unconfirmed@customer.example', 'unconfirmed-customer.example');
        });
        test('the mail the test SMTP server received links to /confirm-email with a token', () => {
            assert.match(token, /^cfm_[A-Za-z0-9_-]{43}$/);
        });
        test('can log in and see that it must confirm, on the sign-up plan with its cap', async () => {
            const profile = await customerCall(api, { cookie: sender.cookie }, 'get', '/api/v1/account');
            assert.equal(profile.email_confirmed, false);
            assert.equal(profile.sending_state, 'email_unconfirmed');
            assert.deepEqual(profile.plan, { plan_code: 'tiny', name: 'Tiny', daily_limit: 2 });
            assert.equal(profile.domain_limit, 3, 'SIGNUP_DOMAIN_LIMIT, not the unlimited 0 of admin-created users');
        });
        test('is refused over HTTP: 403 "Confirm your e-mail address before sending"', async () => {
            const response = await sendHttp(sender.apiKey, sender.domain);
            assert.equal(response.status, 403);
            assert.equal(response.body.message, CUSTOMER_MESSAGES.emailUnconfirmed);
            assert.equal(CUSTOMER_MESSAGES.emailUnconfirmed, 'Confirm your e-mail address before sending');
        });
        test('is refused over SMTP: 550 5.7.1 Confirm your e-mail address before sending', async () => {
            const result = await sendSmtp(sender.smtp, sender.domain);
            assert.equal(result.accepted, false);
            assert.equal(result.code, 550);
            assert.match(result.response ?? '', /^550 5\.7\.1 Confirm your e-mail address before sending$/);
        });
        test('asking for another link within a minute is refused (429), after it a new link replaces the old', async () => {
            const tooSoon = await customerRequest(api, { cookie: sender.cookie }, 'post', '/api/confirm-email/resend');
            assert.equal(tooSoon.status, 429);
            // As if the link had been sent two minutes ago (created_at is immutable through mongoose).
            await tokens.collection.updateMany({}, { $set: { created_at: new Date(Date.now() - 120_000) } });
            const before = inbox.received.length;
            const resent = await customerRequest(api, { cookie: sender.cookie }, 'post', '/api/confirm-email/resend');
            assert.equal(resent.status, 200, JSON.stringify(resent.body));
            assert.deepEqual(resent.body, { message: CUSTOMER_MESSAGES.confirmationSent, mail_route: 'smtp_settings' });
            const [mail] = (await inbox.waitForMessages(before + 1)).slice(before);
            const fresh = confirmationTokenIn(mail);
            assert.notEqual(fresh, token);
            const old = await confirm(token);
            assert.equal(old.status, 400, 'the earlier link no longer works');
            token = fresh;
        });
        test('following the link confirms it; the same link again is refused', async () => {
            const first = await confirm(token);
            assert.equal(first.status, 200, JSON.stringify(first.body));
            assert.deepEqual(first.body, { message: CUSTOMER_MESSAGES.emailConfirmed });
            const again = await confirm(token);
            assert.equal(again.status, 400);
            assert.equal(again.body.message, 'Invalid or expired confirmation link');
        });
        test('once confirmed it sends over HTTP and SMTP', async () => {
            const response = await sendHttp(sender.apiKey, sender.domain);
            assert.equal(response.status, 202, JSON.stringify(response.body));
            assert.deepEqual(await sendSmtp(sender.smtp, sender.domain), { accepted: true });
        });
        test("the plan's daily cap is enforced for the whole account: the third message of the day is refused", async () => {
            const response = await sendHttp(sender.apiKey, sender.domain);
            assert.equal(response.status, 429);
            assert.equal(response.body.message, 'Daily limit of 2 messages reached for your account');
            const smtp = await sendSmtp(sender.smtp, sender.domain);
            assert.equal(smtp.code, 452);
            assert.match(smtp.response ?? '', /^452 4\.2\.2 Daily limit of 2 messages reached for your account$/);
        });
    });
    test('an expired link is refused with 400 and confirms nothing', async () => {
        const token = await signUp('late@customer.example');
        await tokens.updateMany({}, { $set: { expires_at: new Date(Date.now() - 1000) } }).exec();
        const response = await confirm(token);
        assert.equal(response.status, 400);
        assert.equal(response.body.message, 'Invalid or expired confirmation link');
        const { cookie } = await login(api, 'late@customer.example', PASSWORD);
        const profile = await customerCall(api, { cookie }, 'get', '/api/v1/account');
        assert.equal(profile.email_confirmed, false);
    });
    test('hostile confirmation bodies get 400, never 500', async () => {
        for (const body of [{}, { token: { $ne: '' } }, { token: ['a'] }, { token: 'x'.repeat(201) }, { token: 'cfm_x', extra: 1 }, { token: '' }]) {
            const response = await api.http.post('/api/confirm-email').send(body);
            assert.equal(response.status, 400, `${JSON.stringify(body)} → ${response.status} ${JSON.stringify(response.body)}`);
        }
    });
    test('asking for a new link needs a signed-in account (401)', async () => {
        const response = await api.http.post('/api/confirm-email/resend');
        assert.equal(response.status, 401);
    });
    test('users created by an admin count as confirmed and approved', async () => {
        const created = await api.http.post('/api/admin/users').set(admin()).send({ email: 'made-by-admin@customer.example', password: PASSWORD });
        assert.equal(created.status, 201);
        assert.equal(created.body.email_confirmed, true);
        assert.equal(created.body.approval, 'approved');
    });
    describe('when new accounts wait for approval', () => {
        let sender;
        let userId;
        before(async () => {
            const settings = await api.http.put('/api/admin/settings/signup').set(admin()).send({ require_approval: true });
            assert.equal(settings.status, 200);
            assert.deepEqual(settings.body, { require_approval: true });
            const token = await signUp('pending@customer.example');
            assert.equal((await confirm(token)).status, 200);
            sender = await prepareSender('pending@customer.example', 'pending-customer.example');
            const pending = await api.http.get('/api/admin/users?approval=pending').set(admin());
            userId = pending.body.items.find((user) => user.email === 'pending@customer.example')._id;
        });
        after(async () => {
            await api.http.put('/api/admin/settings/signup').set(admin()).send({ require_approval: false });
        });
        test('the setting reads back', async () => {
            const response = await api.http.get('/api/admin/settings/signup').set(admin());
            assert.deepEqual(response.body, { require_approval: true });
        });
        test('pending accounts are listed with ?approval=pending, with the field on each user', async () => {
            const pending = (await api.http.get('/api/admin/users?approval=pending').set(admin())).body;
            assert.deepEqual(pending.items.map((user) => [user.email, user.approval, user.email_confirmed]), [['pending@customer.example', 'pending', true]]);
            const approved = (await api.http.get('/api/admin/users?approval=approved&limit=100').set(admin())).body;
            assert.ok(!approved.items.some((user) => user.email === 'pending@customer.example'));
            assert.ok(approved.items.some((user) => user.email === 'unconfirmed@customer.example'));
        });
        test('a pending account is refused over HTTP (403) and SMTP (550 5.7.1) with "Your account is waiting for approval"', async () => {
            const response = await sendHttp(sender.apiKey, sender.domain);
            assert.equal(response.status, 403);
            assert.equal(response.body.message, 'Your account is waiting for approval');
            const smtp = await sendSmtp(sender.smtp, sender.domain);
            assert.equal(smtp.code, 550);
            assert.match(smtp.response ?? '', /^550 5\.7\.1 Your account is waiting for approval$/);
            const profile = await customerCall(api, { cookie: sender.cookie }, 'get', '/api/v1/account');
            assert.equal(profile.sending_state, 'approval_pending');
        });
        test('once an admin approves it, it sends', async () => {
            const approved = await api.http.post(`/api/admin/users/${userId}/approve`).set(admin());
            assert.equal(approved.status, 200, JSON.stringify(approved.body));
            assert.equal(approved.body.approval, 'approved');
            const response = await sendHttp(sender.apiKey, sender.domain);
            assert.equal(response.status, 202, JSON.stringify(response.body));
            const pending = (await api.http.get('/api/admin/users?approval=pending').set(admin())).body;
            assert.deepEqual(pending.items, []);
        });
        test('approving an unknown user is 404, and the routes refuse bad input', async () => {
            assert.equal((await api.http.post('/api/admin/users/65f1c0ffee0000000000dead/approve').set(admin())).status, 404);
            assert.equal((await api.http.put('/api/admin/settings/signup').set(admin()).send({ require_approval: 'yes' })).status, 400);
            assert.equal((await api.http.put('/api/admin/settings/signup').set(admin()).send({ require_approval: true, more: 1 })).status, 400);
            assert.equal((await api.http.get('/api/admin/users?approval=maybe').set(admin())).status, 400);
            assert.equal((await api.http.get('/api/admin/settings/signup')).status, 401);
        });
    });
});
//# sourceMappingURL=signup-confirmation.e2e-spec.js.map