import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { abuseReport, sendToInbound } from './support/inbound-mail.js';
import { FEEDBACK_ADDRESS, startInboundPlatform } from './support/inbound-platform.js';
const SENDER_DOMAIN = 'complaint-sender.example';
describe('complaints (ARF abuse reports to the feedback address)', () => {
    let platform;
    const deliver = async (recipient) => {
        const sent = await platform.send({ to: recipient, subject: 'Your invoice' });
        const copy = await platform.delivered(sent.message_id, recipient);
        await platform.waitForEvent(sent.id, 'delivered', recipient);
        return { ...sent, returnPath: copy.from };
    };
    /** The reported message's headers as the recipient's provider kept them (it adds Return-Path at delivery). */
    const reportedHeaders = (returnPath, recipient, messageId) => [
        ...(returnPath ? [`Return-Path: <${returnPath}>`] : []),
        'Received: from relay.platform.test (relay.platform.test [192.0.2.1]) by mail.receiver.example',
        `From: News <news@${SENDER_DOMAIN}>`,
        `To: ${recipient}`,
        'Subject: Your invoice',
        `Message-ID: <${messageId}>`,
        'Date: Thu, 8 May 2026 13:49:00 +0000',
    ];
    const suppressionOf = async (address) => {
        const response = await platform.api.http.get('/api/v1/suppressions').set('authorization', `Bearer ${platform.sender.apiKey}`);
        return response.body.items.find((entry) => entry.address === address);
    };
    const complaints = async (id) => (await platform.messageDetail(id)).events.filter((event) => event.type === 'complained');
    before(async () => {
        platform = await startInboundPlatform(SENDER_DOMAIN);
    });
    after(async () => {
        await platform?.close();
    });
    test('an abuse report naming the return path records a complaint, suppresses the recipient and refuses the next message', async () => {
        const { id, message_id: messageId, returnPath } = await deliver('annoyed@receiver.example');
        const report = abuseReport({
            feedbackType: 'abuse',
            originalHeaders: reportedHeaders(returnPath, 'annoyed@receiver.example', messageId),
            originalRcptTo: 'annoyed@receiver.example',
            messageId: 'arf-1@hotmail.example',
        });
        const reply = await sendToInbound(platform.inboundPort, { from: 'staff@hotmail.example', to: [FEEDBACK_ADDRESS] }, report);
        assert.deepEqual(reply, { accepted: true, response: '250 2.0.0 Message accepted' });
        const detail = await platform.waitForEvent(id, 'complained', 'annoyed@receiver.example');
        const complained = detail.events.find((event) => event.type === 'complained');
        assert.equal(complained.response, 'Complaint: abuse report (feedback loop)');
        assert.equal((await suppressionOf('annoyed@receiver.example'))?.cause, 'complaint');
        const refused = await platform.api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${platform.sender.apiKey}`)
            .send({ from: `news@${SENDER_DOMAIN}`, to: 'annoyed@receiver.example', subject: 'Again', text: 'x' });
        assert.equal(refused.status, 422);
        assert.equal(refused.body.message, 'Recipient annoyed@receiver.example is suppressed: its owner reported an earlier message as spam');
        // A second report about the same message is the same complaint.
        const again = abuseReport({ feedbackType: 'abuse', originalHeaders: reportedHeaders(returnPath, 'annoyed@receiver.example', messageId), messageId: 'arf-2@hotmail.example' });
        assert.equal((await sendToInbound(platform.inboundPort, { from: 'staff@hotmail.example', to: [FEEDBACK_ADDRESS] }, again)).accepted, true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal((await complaints(id)).length, 1);
    });
    test('a report that kept only the Message-ID and the recipient still finds the message', async () => {
        const { id, message_id: messageId } = await deliver('redacted@receiver.example');
        const report = abuseReport({
            feedbackType: 'abuse',
            originalHeaders: reportedHeaders(null, 'redacted@receiver.example', messageId),
            originalRcptTo: 'redacted@receiver.example',
            messageId: 'arf-3@hotmail.example',
        });
        assert.equal((await sendToInbound(platform.inboundPort, { from: 'staff@hotmail.example', to: [FEEDBACK_ADDRESS] }, report)).accepted, true);
        await platform.waitForEvent(id, 'complained', 'redacted@receiver.example');
    });
    test('a not-spam report, or one about a message that is not ours, records nothing', async () => {
        const { id, message_id: messageId, returnPath } = await deliver('happy@receiver.example');
        const notSpam = abuseReport({ feedbackType: 'not-spam', originalHeaders: reportedHeaders(returnPath, 'happy@receiver.example', messageId), messageId: 'arf-4@hotmail.example' });
        const foreign = abuseReport({
            feedbackType: 'abuse',
            originalHeaders: reportedHeaders('b+aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@bounces.platform.test', 'happy@receiver.example', 'someone-else@elsewhere.example'),
            messageId: 'arf-5@hotmail.example',
        });
        for (const report of [notSpam, foreign]) {
            assert.deepEqual(await sendToInbound(platform.inboundPort, { from: 'staff@hotmail.example', to: [FEEDBACK_ADDRESS] }, report), {
                accepted: true,
                response: '250 2.0.0 Message accepted',
            });
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal((await complaints(id)).length, 0);
        assert.equal(await suppressionOf('happy@receiver.example'), undefined);
    });
    test('an abuse report sent to the return path itself (as some feedback loops do) counts too', async () => {
        const { id, message_id: messageId, returnPath } = await deliver('direct@receiver.example');
        const report = abuseReport({ feedbackType: 'abuse', originalHeaders: reportedHeaders(null, 'x@receiver.example', messageId), messageId: 'arf-6@hotmail.example' });
        assert.equal((await sendToInbound(platform.inboundPort, { from: 'staff@hotmail.example', to: [returnPath] }, report)).accepted, true);
        await platform.waitForEvent(id, 'complained', 'direct@receiver.example');
    });
});
//# sourceMappingURL=complaints.e2e-spec.js.map