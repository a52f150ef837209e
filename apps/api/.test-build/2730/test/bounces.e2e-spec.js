import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deliveryStatusNotification, sendToInbound } from './support/inbound-mail.js';
import { RETURN_PATH_DOMAIN, startInboundPlatform } from './support/inbound-platform.js';
const SENDER_DOMAIN = 'bounce-sender.example';
const VERP = new RegExp(`^b\\+[a-z2-7]{40}@${RETURN_PATH_DOMAIN.replace(/\./g, '\\.')}$`);
describe('bounces reported after delivery (DSNs to the return path)', () => {
    let platform;
    /** Sends a message to `recipient`, waits for the relay to take it, and answers its id and return path. */
    const deliver = async (recipient, subject = 'Hello') => {
        const sent = await platform.send({ to: recipient, subject });
        const copy = await platform.delivered(sent.message_id, recipient);
        await platform.waitForEvent(sent.id, 'delivered', recipient);
        return { ...sent, returnPath: copy.from };
    };
    const bouncedEvents = async (id) => (await platform.messageDetail(id)).events.filter((event) => event.type === 'bounced');
    const suppressions = async () => {
        const response = await platform.api.http.get('/api/v1/suppressions').set('authorization', `Bearer ${platform.sender.apiKey}`);
        assert.equal(response.status, 200);
        return response.body.items;
    };
    before(async () => {
        platform = await startInboundPlatform(SENDER_DOMAIN);
    });
    after(async () => {
        await platform?.close();
    });
    test('a hard bounce (RFC 3464, 5.1.1) shows in the timeline, suppresses the recipient and refuses the next message to it', async () => {
        const { id, message_id: messageId, returnPath } = await deliver('gone@recipient.example');
        assert.match(returnPath, VERP, 'the copy left with its own return path');
        const dsn = deliveryStatusNotification({
            returnPath,
            recipient: 'gone@recipient.example',
            action: 'failed',
            status: '5.1.1',
            diagnostic: '550 5.1.1 <gone@recipient.example>: Recipient address rejected: User unknown in virtual mailbox table',
            messageId: '20260501100000.B0D1E2F3@mx.recipient.example',
            originalMessageId: messageId,
            originalFrom: `news@${SENDER_DOMAIN}`,
        });
        const reply = await sendToInbound(platform.inboundPort, { from: '', to: [returnPath] }, dsn);
        assert.deepEqual(reply, { accepted: true, response: '250 2.0.0 Message accepted' });
        const detail = await platform.waitForEvent(id, 'bounced', 'gone@recipient.example');
        const bounced = detail.events.find((event) => event.type === 'bounced');
        assert.equal(bounced.bounce_type, 'hard');
        assert.equal(bounced.status_code, '5.1.1');
        assert.equal(bounced.response, '550 5.1.1 <gone@recipient.example>: Recipient address rejected: User unknown in virtual mailbox table');
        assert.equal(detail.status, 'bounced', 'the message no longer counts as delivered');
        assert.deepEqual(detail.recipients.map((recipient) => recipient.status), ['bounced']);
        const entry = (await suppressions()).find((suppression) => suppression.address === 'gone@recipient.example');
        assert.equal(entry?.cause, 'bounce');
        const refused = await platform.api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${platform.sender.apiKey}`)
            .send({ from: `news@${SENDER_DOMAIN}`, to: 'gone@recipient.example', subject: 'Again', text: 'x' });
        assert.equal(refused.status, 422);
        assert.equal(refused.body.message, 'Recipient gone@recipient.example is suppressed: an earlier message to it bounced permanently');
        // The same DSN delivered a second time records nothing new.
        assert.equal((await sendToInbound(platform.inboundPort, { from: '', to: [returnPath] }, dsn)).accepted, true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal((await bouncedEvents(id)).length, 1);
    });
    test('a soft bounce (delayed, 4.2.2) is recorded without suppressing the recipient', async () => {
        const { id, message_id: messageId, returnPath } = await deliver('full@recipient.example');
        const dsn = deliveryStatusNotification({
            returnPath,
            recipient: 'full@recipient.example',
            action: 'delayed',
            status: '4.2.2',
            diagnostic: '452 4.2.2 <full@recipient.example>: Mailbox full',
            messageId: '20260501100500.C1@mx.recipient.example',
            originalMessageId: messageId,
            originalFrom: `news@${SENDER_DOMAIN}`,
        });
        assert.equal((await sendToInbound(platform.inboundPort, { from: '', to: [returnPath] }, dsn)).accepted, true);
        const detail = await platform.waitForEvent(id, 'bounced', 'full@recipient.example');
        const bounced = detail.events.find((event) => event.type === 'bounced');
        assert.deepEqual([bounced.bounce_type, bounced.status_code], ['soft', '4.2.2']);
        assert.equal(detail.status, 'delivered');
        assert.equal((await suppressions()).some((suppression) => suppression.address === 'full@recipient.example'), false);
        await platform.send({ to: 'full@recipient.example', subject: 'Still welcome' });
    });
    test('a plain-text bounce without RFC 3464 parts (qmail style) is recognised by its status and its return path', async () => {
        const { id, returnPath } = await deliver('olduser@legacy.example');
        const bounce = [
            'From: MAILER-DAEMON@legacy.example',
            `To: ${returnPath}`,
            'Subject: failure notice',
            'Message-ID: <qmail-1714557600@legacy.example>',
            '',
            'Hi. This is the qmail-send program at legacy.example.',
            "I'm afraid I wasn't able to deliver your message to the following addresses.",
            'This is a permanent error; I\'ve given up. Sorry it didn\'t work out.',
            '',
            '<olduser@legacy.example>:',
            'Sorry, no mailbox here by that name. (#5.1.1)',
            '',
        ].join('\r\n');
        assert.equal((await sendToInbound(platform.inboundPort, { from: '', to: [returnPath] }, bounce)).accepted, true);
        const detail = await platform.waitForEvent(id, 'bounced', 'olduser@legacy.example');
        const bounced = detail.events.find((event) => event.type === 'bounced');
        assert.deepEqual([bounced.bounce_type, bounced.status_code, bounced.response], ['hard', '5.1.1', 'Sorry, no mailbox here by that name. (#5.1.1)']);
    });
    test('a Yahoo-style bounce with only an SMTP reply code counts as hard (5.0.0)', async () => {
        const { id, returnPath } = await deliver('nobody@yahoo-like.example');
        const bounce = [
            'From: MAILER-DAEMON@yahoo-like.example',
            `To: ${returnPath}`,
            'Subject: Failure Notice',
            '',
            'Sorry, we were unable to deliver your message to the following address.',
            '',
            '<nobody@yahoo-like.example>:',
            "554: delivery error: dd This user doesn't have a yahoo-like.example account (nobody@yahoo-like.example) [0] - mta1.yahoo-like.example",
            '',
        ].join('\r\n');
        assert.equal((await sendToInbound(platform.inboundPort, { from: '', to: [returnPath] }, bounce)).accepted, true);
        const detail = await platform.waitForEvent(id, 'bounced', 'nobody@yahoo-like.example');
        const bounced = detail.events.find((event) => event.type === 'bounced');
        assert.deepEqual([bounced.bounce_type, bounced.status_code], ['hard', '5.0.0']);
        assert.match(bounced.response, /^554: delivery error: dd This user doesn't have/);
    });
    test('an auto-reply sent to the return path is no bounce', async () => {
        const { id, returnPath } = await deliver('away@recipient.example');
        const autoReply = [
            'From: Away <away@recipient.example>',
            `To: ${returnPath}`,
            'Subject: Out of Office: Hello',
            'Auto-Submitted: auto-replied',
            '',
            'I am away until 5.1.2027 and will answer after that.',
            '',
        ].join('\r\n');
        assert.equal((await sendToInbound(platform.inboundPort, { from: 'away@recipient.example', to: [returnPath] }, autoReply)).accepted, true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal((await bouncedEvents(id)).length, 0);
    });
    test("once bounces.<domain> has its MX and SPF, the domain's mail leaves with its own return path", async () => {
        const domains = await platform.api.http.get('/api/v1/domains').set('authorization', `Bearer ${platform.sender.apiKey}`);
        const domainId = domains.body.items[0]._id;
        const before = await platform.api.http.get(`/api/v1/domains/${domainId}`).set('authorization', `Bearer ${platform.sender.apiKey}`);
        const records = before.body.dns_records;
        const mx = records.find((record) => record.kind === 'return_path_mx');
        const spf = records.find((record) => record.kind === 'return_path_spf');
        assert.deepEqual([mx.type, mx.host, mx.value, mx.priority, mx.status], ['MX', `bounces.${SENDER_DOMAIN}`, 'localhost', 10, 'not_found']);
        assert.deepEqual([spf.type, spf.host], ['TXT', `bounces.${SENDER_DOMAIN}`]);
        platform.dns.setMx(mx.host, [mx.value]);
        platform.dns.setTxt(spf.host, [spf.value]);
        const verified = await platform.api.http.post(`/api/v1/domains/${domainId}/verify`).set('authorization', `Bearer ${platform.sender.apiKey}`);
        assert.equal(verified.status, 200);
        assert.equal(verified.body.domain.return_path_verified, true);
        const { id, returnPath } = await deliver('aligned@recipient.example');
        assert.match(returnPath, new RegExp(`^b\\+[a-z2-7]{40}@bounces\\.${SENDER_DOMAIN.replace(/\./g, '\\.')}$`));
        const dsn = deliveryStatusNotification({
            returnPath,
            recipient: 'aligned@recipient.example',
            action: 'failed',
            status: '5.2.1',
            diagnostic: '550 5.2.1 The email account that you tried to reach is disabled.',
            messageId: 'aligned-dsn@mx.recipient.example',
            originalMessageId: 'x@y',
            originalFrom: `news@${SENDER_DOMAIN}`,
        });
        assert.equal((await sendToInbound(platform.inboundPort, { from: '', to: [returnPath] }, dsn)).accepted, true);
        await platform.waitForEvent(id, 'bounced', 'aligned@recipient.example');
    });
});
//# sourceMappingURL=bounces.e2e-spec.js.map