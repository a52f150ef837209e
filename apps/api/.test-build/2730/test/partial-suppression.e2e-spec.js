import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { APP_CONFIG } from '../src/config/app-config.token.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { customerCall } from './support/customer-fixture.js';
import { startInboundPlatform } from './support/inbound-platform.js';
import { adminCall } from './support/sending-fixture.js';
import { authenticatedSmtpDialogue } from './support/smtp-dialogue.js';
import { signatureHeaders, startWebhookReceiver } from './support/webhook-receiver.js';
const SENDER_DOMAIN = 'partial-suppression.example';
/**
 * Issue 26, point 5: a message with suppressed recipients goes to the others; each suppressed
 * one is left out with its own `suppressed` event and webhook, and the answer lists it. Only a
 * message whose every recipient is suppressed is refused.
 */
describe('partial suppression', () => {
    let platform;
    let hooks;
    let endpoint;
    let simulatorDomain;
    const owner = () => ({ apiKey: platform.sender.apiKey });
    const post = (body) => platform.api.http
        .post('/api/v1/messages')
        .set('authorization', `Bearer ${platform.sender.apiKey}`)
        .send({ from: `news@${SENDER_DOMAIN}`, subject: 'Weekly', text: 'Hello', ...body });
    const suppress = (address) => customerCall(platform.api, owner(), 'post', '/api/v1/suppressions', { address });
    const payloadOf = (request) => JSON.parse(request.body);
    const hooksOf = (messageId, type) => (request) => payloadOf(request).data.message_id === messageId && payloadOf(request).type === type;
    const storedTo = async (address) => {
        const { items } = await customerCall(platform.api, owner(), 'get', `/api/v1/messages?recipient=${encodeURIComponent(address)}`);
        return items.length;
    };
    before(async () => {
        platform = await startInboundPlatform(SENDER_DOMAIN, { WEBHOOK_POLL_MS: '50', SMTP_SUBMISSION_PORT: '0', SMTP_SUBMISSION_HOST: '127.0.0.1' });
        simulatorDomain = platform.api.app.get(APP_CONFIG).platformMail.simulatorDomain;
        await adminCall(platform.api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
        hooks = await startWebhookReceiver();
        endpoint = await customerCall(platform.api, owner(), 'post', '/api/v1/webhooks', {
            url: hooks.url,
            event_types: ['message.suppressed', 'message.delivered'],
        });
        await suppress('gone@receiver.example');
    });
    after(async () => {
        await platform?.close();
        await hooks?.close();
    });
    test('HTTP: the other recipients are delivered; the suppressed one is listed in the 202, has its event and a signed webhook', async () => {
        const response = await post({ to: ['ann@receiver.example', 'GONE@receiver.example'], cc: 'cy@receiver.example' });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        const answer = response.body;
        assert.deepEqual(answer.recipients, ['ann@receiver.example', 'cy@receiver.example']);
        assert.deepEqual(answer.suppressed, [
            { address: 'gone@receiver.example', cause: 'manual', reason: 'the account added it to its suppression list' },
        ]);
        await platform.delivered(answer.message_id, 'ann@receiver.example');
        await platform.delivered(answer.message_id, 'cy@receiver.example');
        const detail = await platform.waitForEvent(answer.id, 'delivered', 'cy@receiver.example');
        await platform.waitForEvent(answer.id, 'delivered', 'ann@receiver.example');
        assert.deepEqual(detail.to, ['ann@receiver.example', 'cy@receiver.example']);
        assert.ok(!platform.relay.received.some((copy) => copy.to.some((to) => to.toLowerCase() === 'gone@receiver.example')), 'nothing reached the suppressed address');
        const suppressedEvents = detail.events.filter((event) => event.type === 'suppressed');
        assert.deepEqual(suppressedEvents.map((event) => [event.recipient, event.response]), [['gone@receiver.example', 'Not sent: the address is suppressed (the account added it to its suppression list)']]);
        const [hook] = await hooks.waitFor(1, hooksOf(answer.id, 'message.suppressed'));
        const verified = new Webhook(endpoint.secret).verify(hook.body, signatureHeaders(hook));
        assert.equal(verified.type, 'message.suppressed');
        assert.deepEqual([verified.data.recipient, verified.data.event_id], ['gone@receiver.example', suppressedEvents[0]._id]);
        await hooks.waitFor(2, hooksOf(answer.id, 'message.delivered'));
        assert.equal(hooks.received.filter(hooksOf(answer.id, 'message.suppressed')).length, 1, 'one webhook for the one suppressed recipient');
    });
    test('HTTP: the simulator\'s suppressed address is left out the same way', async () => {
        const response = await post({ to: ['dan@receiver.example', `suppressed@${simulatorDomain}`] });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        const answer = response.body;
        assert.deepEqual(answer.recipients, ['dan@receiver.example']);
        assert.deepEqual(answer.suppressed, [
            { address: `suppressed@${simulatorDomain}`, cause: 'simulator', reason: "it is the mailbox simulator's suppressed address" },
        ]);
        await platform.waitForEvent(answer.id, 'suppressed', `suppressed@${simulatorDomain}`);
    });
    test('HTTP: a retry with the same Idempotency-Key gets the same answer, suppressed recipients included', async () => {
        const body = { from: `news@${SENDER_DOMAIN}`, to: ['hal@receiver.example', 'gone@receiver.example'], subject: 'Once', text: 'Hello' };
        const send = () => platform.api.http.post('/api/v1/messages').set('authorization', `Bearer ${platform.sender.apiKey}`).set('idempotency-key', 'partial-once').send(body);
        const first = await send();
        assert.equal(first.status, 202, JSON.stringify(first.body));
        assert.deepEqual(first.body.suppressed.map((entry) => entry.address), ['gone@receiver.example']);
        const again = await send();
        assert.deepEqual([again.status, again.body], [202, first.body]);
    });
    test('HTTP: when every recipient is suppressed, the answer is the 422 it always was and nothing is stored', async () => {
        await suppress('also-gone@receiver.example');
        const response = await post({ to: ['gone@receiver.example', 'also-gone@receiver.example'], subject: 'All gone' });
        assert.deepEqual([response.status, response.body.message], [422, 'Recipient gone@receiver.example, also-gone@receiver.example is suppressed: the account added it to its suppression list']);
        assert.equal(await storedTo('also-gone@receiver.example'), 0);
    });
    /** A message over a real SMTP session: MAIL FROM, RCPT TO each (their replies), then `beforeData`, DATA, the message and its reply. */
    const sendOverSmtp = async (recipients, beforeData = async () => undefined) => {
        const port = platform.api.app.get(SmtpSubmissionServer).port;
        const dialogue = await authenticatedSmtpDialogue(port, platform.sender.smtpEmail, platform.sender.smtpPassword);
        try {
            assert.match(await dialogue.command(`MAIL FROM:<news@${SENDER_DOMAIN}>`), /^250 /);
            const rcptReplies = [];
            for (const recipient of recipients)
                rcptReplies.push(await dialogue.command(`RCPT TO:<${recipient}>`));
            await beforeData();
            assert.match(await dialogue.command('DATA'), /^354 /);
            const dataReply = await dialogue.command([`From: news@${SENDER_DOMAIN}`, `To: ${recipients.join(', ')}`, 'Subject: Over SMTP', '', 'Hello', '.'].join('\r\n'));
            return { rcptReplies, dataReply, messageId: /queued as (\S+)$/.exec(dataReply)?.[1] };
        }
        finally {
            dialogue.close();
        }
    };
    test('SMTP: RCPT TO of the suppressed address is answered 550 5.1.1 with the reason; the others are accepted and delivered', async () => {
        const sent = await sendOverSmtp(['eve@receiver.example', 'gone@receiver.example', 'fay@receiver.example']);
        assert.deepEqual(sent.rcptReplies, [
            '250 Accepted',
            '550 5.1.1 Recipient gone@receiver.example is suppressed: the account added it to its suppression list',
            '250 Accepted',
        ]);
        assert.match(sent.dataReply, /^250 2\.0\.0 Message queued as /);
        for (const recipient of ['eve@receiver.example', 'fay@receiver.example']) {
            assert.deepEqual((await platform.delivered(sent.messageId, recipient)).to, [recipient]);
        }
    });
    test('SMTP: a recipient suppressed between its RCPT TO and DATA is left out with its event; the message goes to the others', async () => {
        const sent = await sendOverSmtp(['gil@receiver.example', 'late@receiver.example'], () => suppress('late@receiver.example'));
        assert.match(sent.dataReply, /^250 2\.0\.0 Message queued as /, sent.dataReply);
        await platform.delivered(sent.messageId, 'gil@receiver.example');
        const { items } = await customerCall(platform.api, owner(), 'get', '/api/v1/messages?recipient=gil%40receiver.example');
        const detail = await platform.waitForEvent(items[0]._id, 'suppressed', 'late@receiver.example');
        assert.deepEqual(detail.to, ['gil@receiver.example']);
        await hooks.waitFor(1, hooksOf(items[0]._id, 'message.suppressed'));
    });
});
//# sourceMappingURL=partial-suppression.e2e-spec.js.map