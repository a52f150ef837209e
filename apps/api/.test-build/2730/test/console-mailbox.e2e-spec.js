import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getModelToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { CONSOLE_MAILBOX_LIMITS, CUSTOMER_MESSAGES, SIGNUP_ANSWERS, } from '@platform/contracts';
import { ConsoleMailRecord } from '../src/console-mailbox/console-mail.schema.js';
import { ConsoleMailboxService } from '../src/console-mailbox/console-mailbox.service.js';
import { EmailConfirmationTokenRecord } from '../src/signup/email-confirmation-token.schema.js';
import { customerCall, customerRequest, login } from './support/customer-fixture.js';
import { adminCall } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const PUBLIC_URL = 'https://console.example.test';
const PASSWORD = 'a long enough password';
const DAY_SECONDS = 24 * 60 * 60;
/** The token of the first link to `${PUBLIC_URL}${path}` in a mail's text. */
function linkTokenIn(text, path) {
    const link = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
    assert.ok(link, `no ${path} link in:\n${text}`);
    return decodeURIComponent(link[1]);
}
describe('console mailbox: platform mail while the platform has no mail transport', () => {
    let api;
    let readonlyToken;
    let mails;
    let tokens;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const listMailbox = async (limit = 100) => adminCall(api, 'get', `/api/admin/mailbox?limit=${limit}`);
    /** The newest kept mail to this address of this kind, waiting for it a while (some are sent without awaiting). */
    const mailTo = async (to, kind, after = new Date(0)) => {
        for (let attempt = 0; attempt < 100; attempt++) {
            const found = (await listMailbox()).items.find((mail) => mail.to === to && mail.kind === kind && new Date(mail.created_at) > after);
            if (found)
                return adminCall(api, 'get', `/api/admin/mailbox/${found._id}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.fail(`no ${kind} mail to ${to} in the console mailbox`);
    };
    const signUp = async (email) => {
        const response = await api.http.post('/api/signup').send({ firstName: 'New', lastName: 'Customer', email, password: PASSWORD });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    /** As if the account's latest link had been sent two minutes ago: its minute of wait is over. */
    const endWait = () => tokens.collection.updateMany({}, { $set: { created_at: new Date(Date.now() - 120_000) } });
    before(async () => {
        api = await startTestApp({ env: { PUBLIC_URL, LOGIN_RATE_LIMIT_PER_CLIENT: '1000' } });
        mails = api.app.get(getModelToken(ConsoleMailRecord.name));
        tokens = api.app.get(getModelToken(EmailConfirmationTokenRecord.name));
        await adminCall(api, 'post', '/api/admin/users', { email: 'support@example.com', password: 'support-password', role: 'support-readonly' });
        readonlyToken = (await login(api, 'support@example.com', 'support-password')).body.admin_token;
    });
    after(async () => {
        await api?.close();
    });
    describe('a sign-up on a fresh install', () => {
        const email = 'fresh@customer.example';
        let answer;
        let confirmation;
        before(async () => {
            answer = await signUp(email);
            confirmation = await mailTo(email, 'email_confirmation');
        });
        test('GET /api/admin/mail-route says platform mail goes to the console mailbox (401 without a session)', async () => {
            assert.deepEqual(await adminCall(api, 'get', '/api/admin/mail-route'), { mail_route: 'console_mailbox' });
            assert.equal((await api.http.get('/api/admin/mail-route')).status, 401);
        });
        test('the answer says the link is in the console mailbox, not in an inbox', () => {
            assert.deepEqual(answer, { message: SIGNUP_ANSWERS.console_mailbox, mail_route: 'console_mailbox' });
            assert.match(answer.message, /no mail transport yet.*console mailbox.*administrator/);
        });
        test('the mailbox lists the confirmation (to, subject, kind, times) without its text, newest first', async () => {
            const list = await listMailbox();
            const row = list.items.find((mail) => mail._id === confirmation._id);
            assert.deepEqual(Object.keys(row).sort(), ['_id', 'created_at', 'expires_at', 'kind', 'subject', 'to']);
            assert.equal(row.subject, 'Confirm your e-mail address');
            assert.equal(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime(), CONSOLE_MAILBOX_LIMITS.keepDays * DAY_SECONDS * 1000);
            assert.deepEqual({ page: list.page, limit: list.limit, total: list.total }, { page: 1, limit: 100, total: list.items.length });
            const times = list.items.map((mail) => mail.created_at);
            assert.deepEqual(times, [...times].sort().reverse());
        });
        test("the mail's link confirms the address", async () => {
            const token = linkTokenIn(confirmation.text, '/confirm-email');
            const confirmed = await api.http.post('/api/confirm-email').send({ token });
            assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
            const { cookie } = await login(api, email, PASSWORD);
            const profile = await customerCall(api, { cookie }, 'get', '/api/v1/account');
            assert.equal(profile.email_confirmed, true);
        });
        test('signing up again with the address gives the same answer, and the notice to the owner lands in the mailbox', async () => {
            const since = new Date();
            assert.deepEqual(await signUp(email), answer);
            const notice = await mailTo(email, 'signup_attempt', since);
            assert.match(notice.text, /\/reset-password/);
        });
        test('a password reset link lands in the mailbox and works', async () => {
            const requested = await api.http.post('/api/reset-password').send({ email });
            assert.equal(requested.status, 200);
            const reset = await mailTo(email, 'password_reset');
            const token = linkTokenIn(reset.text, '/reset-password');
            const confirmed = await api.http.post('/api/reset-password/confirm').send({ token, password: 'another long password' });
            assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
            await login(api, email, 'another long password');
        });
    });
    describe('who may read it', () => {
        let someMail;
        before(async () => {
            someMail = (await listMailbox()).items[0];
        });
        test('without a console session: 401 for the list, a mail and a deletion', async () => {
            assert.equal((await api.http.get('/api/admin/mailbox')).status, 401);
            assert.equal((await api.http.get(`/api/admin/mailbox/${someMail._id}`)).status, 401);
            assert.equal((await api.http.delete(`/api/admin/mailbox/${someMail._id}`)).status, 401);
        });
        test('support-readonly sees the list but not a text (its links confirm addresses and reset passwords), and deletes nothing', async () => {
            const list = await api.http.get('/api/admin/mailbox').set('x-admin-token', readonlyToken);
            assert.equal(list.status, 200);
            assert.ok(list.body.items.some((mail) => mail._id === someMail._id));
            const read = await api.http.get(`/api/admin/mailbox/${someMail._id}`).set('x-admin-token', readonlyToken);
            assert.equal(read.status, 403);
            assert.doesNotMatch(JSON.stringify(read.body), /token=/);
            assert.equal((await api.http.delete(`/api/admin/mailbox/${someMail._id}`).set('x-admin-token', readonlyToken)).status, 403);
            await adminCall(api, 'get', `/api/admin/mailbox/${someMail._id}`);
        });
        test('an admin deletes a mail (204); then it is gone (404), as are unknown and malformed ids', async () => {
            const deleted = await api.http.delete(`/api/admin/mailbox/${someMail._id}`).set(admin());
            assert.equal(deleted.status, 204);
            assert.equal((await api.http.get(`/api/admin/mailbox/${someMail._id}`).set(admin())).status, 404);
            assert.equal((await api.http.delete(`/api/admin/mailbox/${someMail._id}`).set(admin())).status, 404);
            assert.equal((await api.http.get('/api/admin/mailbox/not-an-id').set(admin())).status, 404);
            assert.equal((await api.http.get('/api/admin/mailbox?limit=1000').set(admin())).status, 400);
            assert.equal((await api.http.get('/api/admin/mailbox?page=0').set(admin())).status, 400);
        });
    });
    describe('what it keeps', () => {
        test(`a mail goes ${CONSOLE_MAILBOX_LIMITS.keepDays} days after it was kept: a TTL index on MongoDB, and on any database never shown after`, async () => {
            // Declared for MongoDB; the embedded database (FerretDB 1.24) refuses expireAfterSeconds.
            const ttl = mails.schema.indexes().find(([keys]) => JSON.stringify(keys) === '{"created_at":1}');
            assert.equal(ttl?.[1].expireAfterSeconds, CONSOLE_MAILBOX_LIMITS.keepDays * DAY_SECONDS);
            const expired = new Types.ObjectId();
            await mails.collection.insertOne({
                _id: expired,
                to: 'expired@customer.example',
                subject: 'Old',
                text: 'old',
                kind: 'password_reset',
                created_at: new Date(Date.now() - (CONSOLE_MAILBOX_LIMITS.keepDays * DAY_SECONDS + 60) * 1000),
            });
            assert.ok(!(await listMailbox()).items.some((mail) => mail._id === expired.toHexString()), 'not listed');
            assert.equal((await api.http.get(`/api/admin/mailbox/${expired.toHexString()}`).set(admin())).status, 404);
            await api.app.get(ConsoleMailboxService).keep({ to: 'later@customer.example', subject: 'Later', text: 'later', kind: 'password_reset' });
            assert.equal(await mails.countDocuments({ _id: expired }), 0, 'removed by the next keep()');
        });
        test(`past ${CONSOLE_MAILBOX_LIMITS.maxMessages} mails the oldest go`, async () => {
            await mails.deleteMany({});
            const start = Date.now() - 60_000;
            await mails.collection.insertMany(Array.from({ length: CONSOLE_MAILBOX_LIMITS.maxMessages }, (_, index) => ({
                to: `old-${index}@customer.example`,
                subject: 'Old',
                text: 'old',
                kind: 'password_reset',
                created_at: new Date(start + index),
            })));
            await api.app.get(ConsoleMailboxService).keep({ to: 'newest@customer.example', subject: 'New', text: 'new', kind: 'password_reset' });
            assert.equal(await mails.countDocuments({}), CONSOLE_MAILBOX_LIMITS.maxMessages);
            assert.equal(await mails.countDocuments({ to: 'old-0@customer.example' }), 0, 'the oldest went');
            assert.equal(await mails.countDocuments({ to: 'old-1@customer.example' }), 1);
            assert.equal((await listMailbox(1)).items[0].to, 'newest@customer.example');
            await mails.deleteMany({});
        });
    });
    describe('resending a confirmation', () => {
        const email = 'resend@customer.example';
        let cookie;
        let userId;
        before(async () => {
            await signUp(email);
            await mailTo(email, 'email_confirmation');
            cookie = (await login(api, email, PASSWORD)).cookie;
            userId = (await customerCall(api, { cookie }, 'get', '/api/v1/account'))._id;
        });
        test('the customer resends into the mailbox: 200, saying where the link went', async () => {
            await endWait();
            const since = new Date();
            const resent = await customerRequest(api, { cookie }, 'post', '/api/confirm-email/resend');
            assert.equal(resent.status, 200, JSON.stringify(resent.body));
            assert.deepEqual(resent.body, { message: CUSTOMER_MESSAGES.confirmationKeptInMailbox, mail_route: 'console_mailbox' });
            await mailTo(email, 'email_confirmation', since);
        });
        test('an admin resends without the minute of wait; the new link is in the mailbox and the old one stops working', async () => {
            const before = await mailTo(email, 'email_confirmation');
            const resent = await adminCall(api, 'post', `/api/admin/users/${userId}/resend-confirmation`, undefined, 200);
            assert.deepEqual(resent, { message: `Confirmation link kept in the console mailbox for ${email}`, mail_route: 'console_mailbox' });
            const fresh = await mailTo(email, 'email_confirmation', new Date(before.created_at));
            assert.notEqual(fresh._id, before._id);
            const old = await api.http.post('/api/confirm-email').send({ token: linkTokenIn(before.text, '/confirm-email') });
            assert.equal(old.status, 400);
        });
        test('support-readonly may neither resend nor confirm (403); unknown users are 404', async () => {
            for (const action of ['resend-confirmation', 'confirm-email']) {
                assert.equal((await api.http.post(`/api/admin/users/${userId}/${action}`).set('x-admin-token', readonlyToken)).status, 403, action);
                assert.equal((await api.http.post(`/api/admin/users/65f1c0ffee0000000000dead/${action}`).set(admin())).status, 404, action);
            }
        });
        describe('when Settings → SMTP names a server that cannot be reached', () => {
            before(async () => {
                const gone = await startSmtpTestServer();
                await gone.close();
                await adminCall(api, 'put', '/api/admin/settings/smtp', { host: '127.0.0.1', port: gone.port, from: 'Platform <no-reply@localhost>' }, 200);
                await endWait();
            });
            test('the sign-up answer and the mail route say the mail goes to that server', async () => {
                assert.deepEqual(await adminCall(api, 'get', '/api/admin/mail-route'), { mail_route: 'smtp_settings' });
                assert.deepEqual(await signUp('after-override@customer.example'), { message: SIGNUP_ANSWERS.smtp_settings, mail_route: 'smtp_settings' });
            });
            test("the customer's resend answers 503 with the reason, no host named, and starts no wait: the next try is 503 again, not 429", async () => {
                for (let attempt = 0; attempt < 2; attempt++) {
                    const resent = await customerRequest(api, { cookie }, 'post', '/api/confirm-email/resend');
                    assert.equal(resent.status, 503, JSON.stringify(resent.body));
                    assert.equal(resent.body.message, `${CUSTOMER_MESSAGES.confirmationNotSent}: the platform's mail server (Settings → SMTP) did not take the message; try again later`);
                }
            });
            test("an admin's resend answers 503 with the connection's error", async () => {
                const resent = await api.http.post(`/api/admin/users/${userId}/resend-confirmation`).set(admin());
                assert.equal(resent.status, 503);
                assert.match(resent.body.message, /^The confirmation link could not be sent: the platform's mail server \(Settings → SMTP\) did not take the message \(.*ECONNREFUSED/);
            });
            test('an admin confirms the address without any mail: links stop working and a resend is 409', async () => {
                const confirmed = await adminCall(api, 'post', `/api/admin/users/${userId}/confirm-email`, undefined, 200);
                assert.equal(confirmed.email_confirmed, true);
                const profile = await customerCall(api, { cookie }, 'get', '/api/v1/account');
                assert.equal(profile.email_confirmed, true);
                assert.equal(await tokens.countDocuments({ user_id: new Types.ObjectId(userId) }), 0);
                assert.equal((await api.http.post(`/api/admin/users/${userId}/resend-confirmation`).set(admin())).status, 409);
                const again = await adminCall(api, 'post', `/api/admin/users/${userId}/confirm-email`, undefined, 200);
                assert.equal(again.email_confirmed, true, 'confirming twice is harmless');
            });
        });
    });
});
//# sourceMappingURL=console-mailbox.e2e-spec.js.map