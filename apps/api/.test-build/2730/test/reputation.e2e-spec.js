import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import nodemailer from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { abuseReport, deliveryStatusNotification, sendToInbound } from './support/inbound-mail.js';
import { FEEDBACK_ADDRESS, startInboundPlatform } from './support/inbound-platform.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { signatureHeaders, startWebhookReceiver } from './support/webhook-receiver.js';
const SIMULATOR_DOMAIN = 'simulator.platform.localhost';
/** Small lines so that a handful of messages decide: judged from 4 sent, review at 20 %, pause at 40 %. */
const TEST_LINES = {
    enabled: true,
    window_days: 7,
    min_volume: 4,
    review_bounce_rate: 20,
    review_complaint_rate: 20,
    pause_bounce_rate: 40,
    pause_complaint_rate: 40,
};
describe('account reputation: the review and pause lines, held mail and the resume', () => {
    let platform;
    let hooks;
    let relayId;
    let submissionPort;
    const admin = (method, path, body, status) => adminCall(platform.api, method, path, body, status);
    const reputationOf = (sender) => admin('get', `/api/admin/reputation/${sender.userId}`);
    const waitFor = async (what, read, done, timeoutMs = 20_000) => {
        for (const until = Date.now() + timeoutMs;; await new Promise((resolve) => setTimeout(resolve, 100))) {
            const value = await read();
            if (done(value))
                return value;
            if (Date.now() > until)
                assert.fail(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
        }
    };
    const sendAs = (sender, to) => platform.api.http.post('/api/v1/messages').set('authorization', `Bearer ${sender.apiKey}`).send({ from: `news@${sender.domain}`, to, subject: 'Offer', text: 'Buy now' });
    const waitForEventAs = (sender, id, type, recipient) => waitFor(`${type} for ${recipient}`, async () => (await platform.api.http.get(`/api/v1/messages/${id}`).set('authorization', `Bearer ${sender.apiKey}`)).body, (detail) => detail.events?.some((event) => event.type === type && event.recipient === recipient));
    /** Sends to the recipient, waits for the relay's copy and the delivered event. */
    const deliverAs = async (sender, recipient) => {
        const sent = await sendAs(sender, recipient);
        assert.equal(sent.status, 202, JSON.stringify(sent.body));
        const copy = await platform.delivered(sent.body.message_id, recipient);
        await waitForEventAs(sender, sent.body.id, 'delivered', recipient);
        return { id: sent.body.id, messageId: sent.body.message_id, returnPath: copy.from, recipient, domain: sender.domain };
    };
    const ownerMail = async (sender, kind) => {
        const summary = await waitFor(`the ${kind} mail`, () => admin('get', '/api/admin/mailbox?limit=100'), (list) => list.items.some((mail) => mail.to === `owner@${sender.domain}` && mail.kind === kind));
        const found = summary.items.find((mail) => mail.to === `owner@${sender.domain}` && mail.kind === kind);
        return admin('get', `/api/admin/mailbox/${found._id}`);
    };
    /** The one account webhook of this type for this account, its signature checked with standardwebhooks. */
    const accountWebhook = async (endpoint, sender, type) => {
        const ofAccount = (request) => {
            const payload = JSON.parse(request.body);
            return payload.type === type && payload.data.user_id === sender.userId;
        };
        const [request] = await hooks.waitFor(1, ofAccount);
        const verified = new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request));
        return verified;
    };
    const smtpRefusal = async (sender) => {
        const transport = nodemailer.createTransport({
            host: '127.0.0.1',
            port: submissionPort,
            secure: false,
            requireTLS: true,
            tls: { rejectUnauthorized: false },
            auth: { user: sender.smtpEmail, pass: sender.smtpPassword },
        });
        return (await transport.sendMail({ from: `news@${sender.domain}`, to: 'someone@inbox.example', subject: 'Again', text: 'x' }).then(() => assert.fail('the SMTP submission was accepted'), (error) => error));
    };
    /**
     * The whole course for one account: 4 messages delivered, then `report` makes the first a
     * problem (review at 25 %), one more is delivered while in review, a message is queued
     * (deferred by the relay), `report` makes the second a problem (pause at 2 of 5, 40 %):
     * refusals, the held message, both notices, and the resume.
     */
    const crossBothLines = async (sender, report, rate, kind) => {
        const endpoint = await platform.api.http
            .post('/api/v1/webhooks')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ url: hooks.url, event_types: ['account.review', 'account.paused'] });
        assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
        const secretHolder = endpoint.body;
        const delivered = [];
        for (let index = 1; index <= 4; index += 1)
            delivered.push(await deliverAs(sender, `reader${index}@${kind}-inbox.example`));
        const clean = await reputationOf(sender);
        assert.deepEqual([clean.standing, clean.figures.sent, clean.figures.judged, clean.figures[rate]], ['good', 4, true, 0]);
        await report(delivered[0]);
        const inReview = await waitFor('the review', () => reputationOf(sender), (detail) => detail.standing === 'review');
        assert.equal(inReview.figures[rate], 25);
        assert.match(inReview.reason, /^Your account is under review: the .* rate is 25 % \(1 .* of 4 messages sent in the last 7 days\), at or above the review line of 20 %$/);
        const reviewHook = await accountWebhook(secretHolder, sender, 'account.review');
        assert.deepEqual([reviewHook.data.standing, reviewHook.data.reason, reviewHook.data.figures[rate]], ['review', inReview.reason, 25]);
        assert.match((await ownerMail(sender, 'account_review')).text, new RegExp(inReview.reason.replace(/[()%.]/g, '\\$&')));
        const queue = await admin('get', '/api/admin/reputation?standing=review');
        assert.ok(queue.items.some((item) => item.user_id === sender.userId && item.email === `owner@${sender.domain}`), 'the account is in the review queue');
        const stillSending = await sendAs(sender, `reader9@${kind}-inbox.example`);
        assert.equal(stillSending.status, 202, 'an account in review still sends');
        await waitForEventAs(sender, stillSending.body.id, 'delivered', `reader9@${kind}-inbox.example`);
        // A message the relay defers: it waits in the queue when the pause comes.
        platform.relay.reply({ code: 451, message: '4.3.0 Try again later' });
        const held = await sendAs(sender, `held@${kind}-inbox.example`);
        assert.equal(held.status, 202);
        await waitForEventAs(sender, held.body.id, 'deferred', `held@${kind}-inbox.example`);
        await report(delivered[1]);
        const paused = await waitFor('the pause', () => reputationOf(sender), (detail) => detail.standing === 'paused');
        assert.equal(paused.figures[rate], 40);
        const problems = rate === 'bounce_rate' ? 'hard_bounced' : 'complained';
        assert.deepEqual(paused.domains.map(({ domain, figures }) => [domain, figures.sent, figures[problems]]), [[sender.domain, 5, 2]], 'the sending domain has its own figures');
        assert.match(paused.reason, /^Sending is paused: the .* rate is 40 % \(2 .* of 5 messages sent in the last 7 days\), at or above the pause line of 40 %$/);
        const pauseHook = await accountWebhook(secretHolder, sender, 'account.paused');
        assert.deepEqual([pauseHook.data.standing, pauseHook.data.reason], ['paused', paused.reason]);
        assert.match((await ownerMail(sender, 'account_paused')).text, /New messages are refused, and the messages already queued are held/);
        platform.relay.reply('accept');
        const profile = async () => (await platform.api.http.get('/api/v1/account').set('authorization', `Bearer ${sender.apiKey}`)).body.sending_state;
        assert.equal(await profile(), 'paused');
        const refused = await sendAs(sender, 'someone@inbox.example');
        assert.equal(refused.status, 403);
        assert.equal(refused.body.message, paused.reason);
        const smtp = await smtpRefusal(sender);
        assert.equal(smtp.responseCode, 550);
        assert.match(smtp.response ?? '', /^550 5\.7\.1 Sending is paused: /);
        // Held: the relay accepts again and the retry is due within a second, yet nothing leaves.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        const copiesOfHeld = () => platform.relay.received.filter((message) => message.to.includes(`held@${kind}-inbox.example`) && message.raw.toString().includes(held.body.message_id)).length;
        assert.equal(copiesOfHeld(), 0, 'the held message was not sent while paused');
        assert.equal((await reputationOf(sender)).held_deliveries, 1);
        const emptyNote = await platform.api.http.post(`/api/admin/reputation/${sender.userId}/resume`).set('x-admin-token', platform.api.adminToken).send({ note: '  ' });
        assert.equal(emptyNote.status, 400);
        assert.deepEqual(emptyNote.body.message, ['note is required']);
        const resumed = await admin('post', `/api/admin/reputation/${sender.userId}/resume`, { note: 'Bought list removed' }, 200);
        assert.equal(resumed.standing, 'good');
        assert.deepEqual([resumed.figures.sent, resumed.figures.hard_bounced, resumed.figures.complained], [0, 0, 0], 'the resume forgave the counts so far');
        await platform.delivered(held.body.message_id, `held@${kind}-inbox.example`);
        assert.deepEqual(resumed.changes.map((change) => [change.from, change.to, change.actor]), [
            ['paused', 'good', 'master token'],
            ['review', 'paused', 'system'],
            ['good', 'review', 'system'],
        ]);
        assert.equal(resumed.changes[0].reason, 'Bought list removed');
        assert.equal((await sendAs(sender, `reader10@${kind}-inbox.example`)).status, 202, 'a resumed account sends again');
        assert.equal(await profile(), 'ready');
        const again = await platform.api.http.post(`/api/admin/reputation/${sender.userId}/resume`).set('x-admin-token', platform.api.adminToken).send({ note: 'twice' });
        assert.deepEqual([again.status, again.body.message], [409, 'This account is neither in review nor paused']);
        const customerView = (await platform.api.http.get('/api/v1/reputation').set('authorization', `Bearer ${sender.apiKey}`)).body;
        assert.deepEqual([customerView.standing, customerView.lines.pause_bounce_rate], ['good', 40]);
    };
    before(async () => {
        platform = await startInboundPlatform('rep-bounces.example', {
            RETRY_FIRST_SECONDS: '1',
            RETRY_MAX_SECONDS: '1',
            WEBHOOK_POLL_MS: '50',
            SMTP_SUBMISSION_PORT: '0',
            SMTP_SUBMISSION_HOST: '127.0.0.1',
        });
        submissionPort = platform.api.app.get(SmtpSubmissionServer).port;
        hooks = await startWebhookReceiver();
        await admin('put', '/api/admin/settings/webhooks', { allow_private_targets: true });
        relayId = (await admin('get', '/api/admin/relays')).items[0]._id;
    });
    after(async () => {
        await hooks?.close();
        await platform?.close();
    });
    test('the lines are settings with SES-like defaults; a bad value is refused naming the field', async () => {
        assert.deepEqual(await admin('get', '/api/admin/settings/reputation'), {
            enabled: true,
            window_days: 7,
            min_volume: 200,
            review_bounce_rate: 5,
            review_complaint_rate: 0.1,
            pause_bounce_rate: 10,
            pause_complaint_rate: 0.5,
        });
        const badRate = await platform.api.http.put('/api/admin/settings/reputation').set('x-admin-token', platform.api.adminToken).send({ ...TEST_LINES, pause_bounce_rate: 'x' });
        assert.equal(badRate.status, 400);
        assert.ok(badRate.body.message.includes('pause_bounce_rate must be a percentage from 0.001 to 100'), JSON.stringify(badRate.body));
        const crossed = await platform.api.http.put('/api/admin/settings/reputation').set('x-admin-token', platform.api.adminToken).send({ ...TEST_LINES, pause_bounce_rate: 10 });
        assert.equal(crossed.status, 400);
        assert.deepEqual(crossed.body.message, ['pause_bounce_rate must not be below review_bounce_rate']);
        assert.deepEqual(await admin('put', '/api/admin/settings/reputation', TEST_LINES), TEST_LINES);
    });
    test('hard bounces (DSNs to the return path) cross the review then the pause line; simulator bounces count for nothing', async () => {
        const sender = platform.sender;
        // The simulator's bounce: a delivered copy, then a hard bounce DSN, neither in the figures.
        const simulated = await sendAs(sender, `bounce@${SIMULATOR_DOMAIN}`);
        assert.equal(simulated.status, 202);
        await waitForEventAs(sender, simulated.body.id, 'bounced', `bounce@${SIMULATOR_DOMAIN}`);
        await new Promise((resolve) => setTimeout(resolve, 1200));
        assert.deepEqual([(await reputationOf(sender)).figures.sent, (await reputationOf(sender)).figures.hard_bounced], [0, 0]);
        await crossBothLines(sender, async ({ returnPath, recipient, messageId, domain }) => {
            const dsn = deliveryStatusNotification({
                returnPath,
                recipient,
                action: 'failed',
                status: '5.1.1',
                diagnostic: `550 5.1.1 <${recipient}>: Recipient address rejected: User unknown`,
                messageId: `${Date.now()}.dsn@mx.inbox.example`,
                originalMessageId: messageId,
                originalFrom: `news@${domain}`,
            });
            assert.equal((await sendToInbound(platform.inboundPort, { from: '', to: [returnPath] }, dsn)).accepted, true);
        }, 'bounce_rate', 'bounce');
    });
    test('complaints (ARF reports to the feedback address) cross the lines the same way', async () => {
        const sender = await createTestSender(platform.api, platform.dns, { domain: 'rep-complaints.example', sendPlan: 'bulletproof', relayId });
        await crossBothLines(sender, async ({ returnPath, recipient, messageId, domain }) => {
            const report = abuseReport({
                feedbackType: 'abuse',
                originalHeaders: [`Return-Path: <${returnPath}>`, `From: News <news@${domain}>`, `To: ${recipient}`, 'Subject: Offer', `Message-ID: <${messageId}>`],
                originalRcptTo: recipient,
                messageId: `${Date.now()}.arf@hotmail.example`,
            });
            assert.equal((await sendToInbound(platform.inboundPort, { from: 'staff@hotmail.example', to: [FEEDBACK_ADDRESS] }, report)).accepted, true);
        }, 'complaint_rate', 'complaint');
    });
});
//# sourceMappingURL=reputation.e2e-spec.js.map