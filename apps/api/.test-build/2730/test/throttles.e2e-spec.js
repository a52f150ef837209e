import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { listenOnAllAddresses, postJsonFrom, smtpAuthFrom } from './support/from-address.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { decodedText, startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
// Failed sign-ins are counted per account, per account and client address, and per client
// address. Each test plays its clients from its own loopback addresses (127.0.0.x), so that
// their counts do not meet.
const PASSWORD = 'correct horse battery';
const LOCKED_BODY = { statusCode: 429, message: 'Too many failed attempts: try again in 15 minutes', error: 'Too Many Requests' };
const LOCKED_SMTP_REPLY = '454 4.7.0 Too many failed attempts: try again in 15 minutes';
const INVALID_SMTP_REPLY = '535 5.7.8 Invalid username or password';
/** Timers may fire a little early and clocks are coarse: lower bounds are checked with this slack. */
const SLACK_MS = 50;
/** An app with a user, a sender (domain and SMTP account) and the submission listener, and HTTP on every loopback address. */
async function startThrottledApp(env) {
    const dns = await startDnsTestServer();
    const api = await startTestApp({
        env: { DNS_SERVERS: dns.address, SMTP_SUBMISSION_PORT: '0', LOGIN_RATE_LIMIT_PER_CLIENT: '1000', SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED: 'false', ...env },
    });
    const httpPort = await listenOnAllAddresses(api);
    const smtpPort = api.app.get(SmtpSubmissionServer).port;
    const sender = await createTestSender(api, dns, { domain: 'throttled.example', sendPlan: 'provider' });
    return { dns, api, httpPort, smtpPort, sender };
}
describe('growing delays after failed sign-ins', () => {
    let dns;
    let api;
    let httpPort;
    let smtpPort;
    let sender;
    const login = (from, email, password) => postJsonFrom(from, httpPort, '/api/login', { email, password });
    before(async () => {
        ({ dns, api, httpPort, smtpPort, sender } = await startThrottledApp({
            SIGN_IN_DELAY_AFTER_FAILURES: '2',
            SIGN_IN_DELAY_MAX_SECONDS: '2',
            SIGN_IN_LOCK_AFTER_FAILURES: '100',
            SIGN_IN_CLIENT_LOCK_AFTER_FAILURES: '1000',
        }));
        await adminCall(api, 'post', '/api/admin/users', { email: 'slowed@example.com', password: PASSWORD });
    });
    after(async () => {
        await api?.close();
        await dns?.close();
    });
    test('login: after 2 failures of an account each attempt waits 1 s, then 2 s (capped), from whatever address, the right password too', async () => {
        for (const from of ['127.0.0.1', '127.0.0.1'])
            assert.equal((await login(from, 'slowed@example.com', 'wrong guess')).status, 401);
        const third = await login('127.0.0.2', 'slowed@example.com', 'wrong guess');
        assert.equal(third.status, 401);
        assert.ok(third.elapsedMs >= 1000 - SLACK_MS, `third failure answered after ${third.elapsedMs} ms`);
        const fourth = await login('127.0.0.1', 'slowed@example.com', 'wrong guess');
        assert.equal(fourth.status, 401);
        assert.ok(fourth.elapsedMs >= 2000 - SLACK_MS, `fourth failure answered after ${fourth.elapsedMs} ms`);
        const right = await login('127.0.0.3', 'slowed@example.com', PASSWORD);
        assert.equal(right.status, 200);
        assert.ok(right.elapsedMs >= 2000 - SLACK_MS, `the wait comes before the password check (${right.elapsedMs} ms)`);
    });
    test('SMTP AUTH: the same waits, then 535 5.7.8', async () => {
        for (let failure = 1; failure <= 2; failure += 1) {
            assert.equal((await smtpAuthFrom('127.0.0.4', smtpPort, sender.smtpEmail, 'wrong guess')).reply, INVALID_SMTP_REPLY);
        }
        const third = await smtpAuthFrom('127.0.0.4', smtpPort, sender.smtpEmail, 'wrong guess');
        assert.equal(third.reply, INVALID_SMTP_REPLY);
        assert.ok(third.elapsedMs >= 1000 - SLACK_MS, `third failure answered after ${third.elapsedMs} ms`);
    });
});
describe('locks after failed sign-ins', () => {
    const LOCK_AFTER = 3;
    const CLIENT_LOCK_AFTER = 8;
    let dns;
    let api;
    let inbox;
    let httpPort;
    let smtpPort;
    let sender;
    let readonlySession;
    const login = (from, email, password) => postJsonFrom(from, httpPort, '/api/login', { email, password });
    const failLogins = async (from, email, times) => {
        for (let failure = 1; failure <= times; failure += 1) {
            const answer = await login(from, email, `wrong guess ${failure}`);
            assert.equal(answer.status, 401, `failure ${failure} from ${from}: ${JSON.stringify(answer.body)}`);
        }
    };
    const createUser = (email) => adminCall(api, 'post', '/api/admin/users', { email, password: PASSWORD });
    const unlock = (id, token = api.adminToken) => api.http.post(`/api/admin/users/${id}/unlock`).set('x-admin-token', token);
    const mailTo = async (to) => {
        for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
            const mail = inbox.received.find((message) => message.to.includes(to));
            if (mail)
                return decodedText(mail.raw);
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.fail(`no mail to ${to}`);
    };
    before(async () => {
        ({ dns, api, httpPort, smtpPort, sender } = await startThrottledApp({
            SIGN_IN_DELAY_MAX_SECONDS: '0',
            SIGN_IN_LOCK_AFTER_FAILURES: String(LOCK_AFTER),
            SIGN_IN_CLIENT_LOCK_AFTER_FAILURES: String(CLIENT_LOCK_AFTER),
        }));
        inbox = await startSmtpTestServer();
        await adminCall(api, 'put', '/api/admin/settings/smtp', { host: '127.0.0.1', port: inbox.port, secure: false, from: 'no-reply@example.test' });
        await adminCall(api, 'post', '/api/admin/users', { email: 'support@example.com', password: PASSWORD, role: 'support-readonly' });
        readonlySession = (await login('127.0.0.99', 'support@example.com', PASSWORD)).body.admin_token;
    });
    after(async () => {
        await api?.close();
        await inbox?.close();
        await dns?.close();
    });
    test("login: failures from one address lock that address out of the account (429, the right password too); the owner, elsewhere, still logs in and is told", async () => {
        await createUser('victim@example.com');
        await failLogins('127.0.0.11', 'victim@example.com', LOCK_AFTER);
        const locked = await login('127.0.0.11', 'victim@example.com', PASSWORD);
        assert.equal(locked.status, 429);
        assert.deepEqual(locked.body, LOCKED_BODY);
        const owner = await login('127.0.0.12', 'victim@example.com', PASSWORD);
        assert.equal(owner.status, 200, 'a third party cannot lock the owner out');
        assert.equal((await login('127.0.0.11', 'victim@example.com', PASSWORD)).status, 429, "the owner's login does not lift the attacker's lock");
        const notice = await mailTo('victim@example.com');
        assert.match(notice, /Subject: Sign-in locked after failed attempts/);
        assert.match(notice, /After 3 failed attempts to sign in to your account victim@example\.com from the address 127\.0\.0\.11,/);
        assert.match(notice, /locked for 15 minutes\. Sign-in from other addresses still works\./);
    });
    test('an address without an account locks the same way and gets the very same answer', async () => {
        await failLogins('127.0.0.13', 'nobody-here@example.com', LOCK_AFTER);
        const locked = await login('127.0.0.13', 'nobody-here@example.com', PASSWORD);
        assert.equal(locked.status, 429);
        assert.deepEqual(locked.body, LOCKED_BODY);
    });
    test("a right password clears that address's failures on the account", async () => {
        await createUser('forgetful@example.com');
        await failLogins('127.0.0.14', 'forgetful@example.com', LOCK_AFTER - 1);
        assert.equal((await login('127.0.0.14', 'forgetful@example.com', PASSWORD)).status, 200);
        await failLogins('127.0.0.14', 'forgetful@example.com', LOCK_AFTER - 1);
        assert.equal((await login('127.0.0.14', 'forgetful@example.com', PASSWORD)).status, 200, 'not locked: the count started again');
    });
    test('an admin lifts the lock (POST /api/admin/users/{id}/unlock); support-readonly may not (403); an unknown user is 404', async () => {
        const user = await createUser('locked-out@example.com');
        await failLogins('127.0.0.15', 'locked-out@example.com', LOCK_AFTER);
        assert.equal((await login('127.0.0.15', 'locked-out@example.com', PASSWORD)).status, 429);
        const readonly = await unlock(user._id, readonlySession);
        assert.equal(readonly.status, 403);
        assert.equal((await login('127.0.0.15', 'locked-out@example.com', PASSWORD)).status, 429, 'still locked');
        assert.equal((await unlock('65f000000000000000000000')).status, 404);
        const lifted = await unlock(user._id);
        assert.equal(lifted.status, 200);
        assert.deepEqual(lifted.body, { locks_lifted: 1 });
        assert.equal((await login('127.0.0.15', 'locked-out@example.com', PASSWORD)).status, 200);
        assert.deepEqual((await unlock(user._id)).body, { locks_lifted: 0 });
    });
    test('password spraying: failures from one address over many accounts lock that address for every account; other addresses are not', async () => {
        await createUser('sprayed@example.com');
        for (let account = 1; account <= CLIENT_LOCK_AFTER; account += 1) {
            assert.equal((await login('127.0.0.16', `sprayed-${account}@example.com`, 'Summer2025!')).status, 401, `account ${account}`);
        }
        const locked = await login('127.0.0.16', 'sprayed@example.com', PASSWORD);
        assert.equal(locked.status, 429);
        assert.deepEqual(locked.body, LOCKED_BODY);
        assert.equal((await login('127.0.0.17', 'sprayed@example.com', PASSWORD)).status, 200);
    });
    test('SMTP AUTH: failures from one address answer 454 4.7.0 there, the right password too; another address authenticates; the owner is told; an admin lifts it', async () => {
        for (let failure = 1; failure <= LOCK_AFTER; failure += 1) {
            assert.equal((await smtpAuthFrom('127.0.0.1', smtpPort, sender.smtpEmail, `wrong guess ${failure}`)).reply, INVALID_SMTP_REPLY);
        }
        const locked = await smtpAuthFrom('127.0.0.1', smtpPort, sender.smtpEmail, sender.smtpPassword);
        assert.equal(locked.code, 454);
        assert.equal(locked.reply, LOCKED_SMTP_REPLY);
        assert.equal((await smtpAuthFrom('127.0.0.2', smtpPort, sender.smtpEmail, sender.smtpPassword)).code, 235, 'another address still authenticates');
        const notice = await mailTo(`owner@${sender.domain}`);
        assert.match(notice, new RegExp(`to sign in to the SMTP account ${sender.smtpEmail.replace(/\./g, '\\.')} from the address 127\\.0\\.0\\.1,`));
        assert.deepEqual((await unlock(sender.userId)).body, { locks_lifted: 1 });
        assert.equal((await smtpAuthFrom('127.0.0.1', smtpPort, sender.smtpEmail, sender.smtpPassword)).code, 235);
    });
    test('a sending pool: many SMTP sessions from one address authenticating at once with the right password all get 235 and lock nothing', async () => {
        const sessions = await Promise.all(Array.from({ length: LOCK_AFTER * 3 }, () => smtpAuthFrom('127.0.0.50', smtpPort, sender.smtpEmail, sender.smtpPassword)));
        assert.deepEqual(sessions.map((session) => session.code), sessions.map(() => 235));
        assert.equal((await smtpAuthFrom('127.0.0.50', smtpPort, sender.smtpEmail, sender.smtpPassword)).code, 235, 'still not locked afterwards');
    });
    test('SMTP AUTH of an unknown account locks the same way', async () => {
        for (let failure = 1; failure <= LOCK_AFTER; failure += 1) {
            assert.equal((await smtpAuthFrom('127.0.0.18', smtpPort, 'nobody@throttled.example', 'guess')).reply, INVALID_SMTP_REPLY);
        }
        assert.equal((await smtpAuthFrom('127.0.0.18', smtpPort, 'nobody@throttled.example', 'guess')).reply, LOCKED_SMTP_REPLY);
    });
});
//# sourceMappingURL=throttles.e2e-spec.js.map