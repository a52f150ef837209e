import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import nodemailer from 'nodemailer';
import { PRODUCTION_ACCESS_DEFAULTS, } from '@platform/contracts';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { startInboundPlatform } from './support/inbound-platform.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
const SIMULATOR_DOMAIN = 'simulator.platform.localhost';
const OUTSIDE = 'someone@outside-inbox.example';
/** The sandbox with admin-created accounts in it, no automatic grant, and a pace the tests can step around. */
const TEST_SETTINGS = { ...PRODUCTION_ACCESS_DEFAULTS, admin_created_sandboxed: true, auto_grant: false, per_second: 1000 };
describe('production access: new accounts start sandboxed until granted', () => {
    let platform;
    let relayId;
    let submissionPort;
    let accounts = 0;
    const admin = (method, path, body, status) => adminCall(platform.api, method, path, body, status);
    const settings = (changes) => admin('put', '/api/admin/settings/production-access', { ...TEST_SETTINGS, ...changes });
    const waitFor = async (what, read, done, timeoutMs = 20_000) => {
        for (const until = Date.now() + timeoutMs;; await new Promise((resolve) => setTimeout(resolve, 100))) {
            const value = await read();
            if (done(value))
                return value;
            if (Date.now() > until)
                assert.fail(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
        }
    };
    /** A new admin-created account (sandboxed under TEST_SETTINGS) with a verified domain on the relay. */
    const newSender = async () => {
        accounts += 1;
        return createTestSender(platform.api, platform.dns, { domain: `pa${accounts}.example`, sendPlan: 'bulletproof', relayId });
    };
    const sendAs = (sender, to) => platform.api.http.post('/api/v1/messages').set('authorization', `Bearer ${sender.apiKey}`).send({ from: `news@${sender.domain}`, to, subject: 'Hello', text: 'Hello there' });
    const customer = async (sender, method, path, body) => platform.api.http[method](`/api/v1/production-access${path}`).set('authorization', `Bearer ${sender.apiKey}`).send(body);
    const accessOf = async (sender) => (await customer(sender, 'get', '')).body;
    /** Sends and waits until the relay has the copy (a delivery: it counts in the reputation figures). */
    const deliverAs = async (sender, to) => {
        const sent = await sendAs(sender, to);
        assert.equal(sent.status, 202, `${to}: ${JSON.stringify(sent.body)}`);
        await platform.delivered(sent.body.message_id, to);
        return sent.body;
    };
    const smtpSend = (sender, to) => nodemailer
        .createTransport({ host: '127.0.0.1', port: submissionPort, secure: false, requireTLS: true, tls: { rejectUnauthorized: false }, auth: { user: sender.smtpEmail, pass: sender.smtpPassword } })
        .sendMail({ from: `news@${sender.domain}`, to, subject: 'By SMTP', text: 'x' });
    before(async () => {
        platform = await startInboundPlatform('pa-main.example', { SMTP_SUBMISSION_PORT: '0', SMTP_SUBMISSION_HOST: '127.0.0.1', RETRY_FIRST_SECONDS: '1' });
        submissionPort = platform.api.app.get(SmtpSubmissionServer).port;
        relayId = (await admin('get', '/api/admin/relays')).items[0]._id;
    });
    after(async () => {
        await platform?.close();
    });
    test('the settings have SES-like defaults; a bad value is refused naming the field; self sign-up starts sandboxed, admin-created accounts as the setting says', async () => {
        assert.deepEqual(await admin('get', '/api/admin/settings/production-access'), {
            admin_created_sandboxed: false,
            daily_limit: 200,
            per_second: 1,
            auto_grant: true,
            auto_grant_min_sent: 100,
            auto_grant_min_days: 3,
        });
        const bad = await platform.api.http.put('/api/admin/settings/production-access').set('x-admin-token', platform.api.adminToken).send({ ...TEST_SETTINGS, daily_limit: 0 });
        assert.equal(bad.status, 400);
        assert.deepEqual(bad.body.message, ['daily_limit must be a whole number from 1 to 100000']);
        // Before the setting: an admin-created account (the platform's own sender) has production access.
        assert.equal((await admin('get', `/api/admin/production-access/${platform.sender.userId}`)).state, 'production');
        const signedUp = await platform.api.http.post('/api/signup').send({ firstName: 'New', lastName: 'Sender', email: 'new-sender@signup.example', password: 'new-sender-password' });
        assert.equal(signedUp.status, 201, JSON.stringify(signedUp.body));
        const [user] = (await admin('get', '/api/admin/users?search=new-sender@signup.example')).items;
        assert.equal((await admin('get', `/api/admin/production-access/${user._id}`)).state, 'sandboxed', 'a self-signed-up account starts sandboxed');
        assert.deepEqual(await settings({}), TEST_SETTINGS);
        const sandboxed = await newSender();
        assert.equal((await accessOf(sandboxed)).state, 'sandboxed', 'with the setting on, an admin-created account starts sandboxed');
    });
    test('a sandboxed account is refused an outside recipient (HTTP 403, SMTP 550 5.7.1 at RCPT TO) and sends to its own address, its postmaster@ and the simulator', async () => {
        const sender = await newSender();
        const refused = await sendAs(sender, OUTSIDE);
        assert.equal(refused.status, 403);
        assert.match(refused.body.message, /^Recipient someone@outside-inbox\.example is refused: your account has no production access yet: request it in the customer area/);
        const smtp = (await smtpSend(sender, OUTSIDE).then(() => assert.fail('the SMTP submission was accepted'), (error) => error));
        assert.equal(smtp.command, 'RCPT TO');
        assert.equal(smtp.responseCode, 550);
        assert.match(smtp.response ?? '', /^550 5\.7\.1 Recipient someone@outside-inbox\.example is refused: your account has no production access yet/);
        await deliverAs(sender, `owner@${sender.domain}`);
        await deliverAs(sender, `postmaster@${sender.domain}`);
        const simulated = await sendAs(sender, `delivered@${SIMULATOR_DOMAIN}`);
        assert.equal(simulated.status, 202, JSON.stringify(simulated.body));
        const bySmtp = await smtpSend(sender, `owner@${sender.domain}`);
        assert.deepEqual(bySmtp.accepted, [`owner@${sender.domain}`]);
        // Another account's postmaster is outside.
        assert.equal((await sendAs(sender, `postmaster@${platform.sender.domain}`)).status, 403);
    });
    test('the sandbox paces a second and caps a day (429, SMTP 452 4.2.2)', async () => {
        const sender = await newSender();
        await settings({ per_second: 1 });
        const answers = [];
        for (let index = 0; index < 3; index += 1)
            answers.push(await sendAs(sender, `owner@${sender.domain}`));
        const paced = answers.filter((answer) => answer.status === 429);
        assert.ok(paced.length >= 1, `3 messages within a second: ${answers.map((answer) => answer.status).join(', ')}`);
        assert.equal(paced[0].body.message, 'Your account has no production access yet: it sends at most 1 message a second; try again in a second');
        await settings({ daily_limit: 3 });
        await new Promise((resolve) => setTimeout(resolve, 1100));
        const accepted = answers.length - paced.length;
        for (let index = accepted; index < 3; index += 1) {
            assert.equal((await sendAs(sender, `owner@${sender.domain}`)).status, 202);
            await new Promise((resolve) => setTimeout(resolve, 1100));
        }
        const capped = await sendAs(sender, `owner@${sender.domain}`);
        assert.equal(capped.status, 429);
        assert.equal(capped.body.message, 'Your account has no production access yet: it sends at most 3 messages a day: request production access in the customer area');
        const smtp = (await smtpSend(sender, `owner@${sender.domain}`).then(() => assert.fail('the SMTP submission was accepted'), (error) => error));
        assert.match(smtp.response ?? '', /^452 4\.2\.2 Your account has no production access yet: it sends at most 3 messages a day/);
        await settings({});
    });
    test('a request lands in the admin queue; a decline keeps the sandbox, a grant lifts it, with who, when and the note', async () => {
        const sender = await newSender();
        const before = await accessOf(sender);
        assert.deepEqual([before.state, before.request, before.limits.daily_limit, before.auto_grant], ['sandboxed', null, 200, null]);
        const bad = await customer(sender, 'post', '/request', { use_case: 'mail', expected_volume: 'lots' });
        assert.equal(bad.status, 400);
        assert.deepEqual(bad.body.message.sort(), [
            'expected_volume must be a whole number of messages a day, from 1 to 100000000',
            'use_case must tell in at least 10 characters what you send',
        ]);
        const asked = await customer(sender, 'post', '/request', { use_case: 'Receipts of our shop', expected_volume: 500 });
        assert.equal(asked.status, 201, JSON.stringify(asked.body));
        assert.equal(asked.body.request?.status, 'pending');
        assert.deepEqual([(await customer(sender, 'post', '/request', { use_case: 'Receipts of our shop', expected_volume: 500 })).status], [409]);
        const queue = await admin('get', '/api/admin/production-access');
        const item = queue.items.find((row) => row.user_id === sender.userId);
        assert.ok(item, 'the request is in the admin queue');
        assert.deepEqual([item.email, item.use_case, item.expected_volume, item.state], [`owner@${sender.domain}`, 'Receipts of our shop', 500, 'sandboxed']);
        const declined = await admin('post', `/api/admin/production-access/${sender.userId}/decline`, { note: 'Tell us more about the list' }, 200);
        assert.deepEqual([declined.state, declined.request?.status, declined.request?.answer], ['sandboxed', 'declined', 'Tell us more about the list']);
        assert.equal((await sendAs(sender, OUTSIDE)).status, 403, 'a declined account stays sandboxed');
        assert.equal((await customer(sender, 'post', '/request', { use_case: 'Receipts of our shop, opt-in only', expected_volume: 500 })).status, 201, 'it may ask again');
        const empty = await platform.api.http.post(`/api/admin/production-access/${sender.userId}/grant`).set('x-admin-token', platform.api.adminToken).send({ note: ' ' });
        assert.deepEqual([empty.status, empty.body.message], [400, ['note is required']]);
        const granted = await admin('post', `/api/admin/production-access/${sender.userId}/grant`, { note: 'Opt-in list checked' }, 200);
        assert.deepEqual([granted.state, granted.request?.status, granted.request?.answer], ['production', 'granted', 'Opt-in list checked']);
        assert.deepEqual(granted.changes.map((change) => [change.action, change.actor]), [
            ['granted', 'master token'],
            ['requested', `owner@${sender.domain}`],
            ['declined', 'master token'],
            ['requested', `owner@${sender.domain}`],
        ]);
        const customerView = await accessOf(sender);
        assert.deepEqual([customerView.state, customerView.request?.answer], ['production', 'Opt-in list checked'], 'the customer sees the answer');
        assert.equal((await admin('get', '/api/admin/production-access')).items.some((row) => row.user_id === sender.userId), false);
        await deliverAs(sender, OUTSIDE);
        assert.deepEqual((await smtpSend(sender, OUTSIDE)).accepted, [OUTSIDE], 'SMTP too');
        const mailbox = await waitFor('the grant mail', () => admin('get', '/api/admin/mailbox?limit=100'), (list) => list.items.some((mail) => mail.to === `owner@${sender.domain}` && mail.kind === 'production_access'));
        const mailId = mailbox.items.filter((mail) => mail.to === `owner@${sender.domain}` && mail.kind === 'production_access')[0]._id;
        assert.match((await admin('get', `/api/admin/mailbox/${mailId}`)).text, /Your account has production access now: Opt-in list checked/);
        const again = await platform.api.http.post(`/api/admin/production-access/${sender.userId}/grant`).set('x-admin-token', platform.api.adminToken).send({ note: 'twice' });
        assert.deepEqual([again.status, again.body.message], [409, 'This account has production access already']);
    });
    test('a clean history grants production access automatically', async () => {
        await settings({ auto_grant: true, auto_grant_min_sent: 3, auto_grant_min_days: 0 });
        const sender = await newSender();
        await deliverAs(sender, `owner@${sender.domain}`);
        await deliverAs(sender, `postmaster@${sender.domain}`);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const short = await accessOf(sender);
        assert.equal(short.state, 'sandboxed', 'two of three messages: still sandboxed');
        assert.deepEqual([short.auto_grant?.min_sent, short.auto_grant?.sent], [3, 2]);
        await deliverAs(sender, `owner@${sender.domain}`);
        const granted = await waitFor('the automatic grant', () => accessOf(sender), (access) => access.state === 'production');
        assert.equal(granted.changes[0].actor, 'system');
        assert.match(granted.changes[0].note, /^Granted automatically: 3 messages sent in the last 7 days \(at least 3\), 0 days since sign-up \(at least 0\), bounce rate 0 % and complaint rate 0 % under the review lines$/);
        await deliverAs(sender, OUTSIDE);
        await settings({});
    });
});
//# sourceMappingURL=production-access.e2e-spec.js.map