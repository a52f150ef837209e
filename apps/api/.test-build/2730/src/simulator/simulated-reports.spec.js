import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bouncesInDeliveryStatus } from '../inbound-mail/delivery-status.js';
import { parseFeedbackReport } from '../inbound-mail/feedback-report.js';
import { readInboundMessage } from '../inbound-mail/inbound-message.js';
import { plainTextBounce } from '../inbound-mail/plain-text-bounce.js';
import { abuseReport, deliveryStatusNotification, headerSectionOf, outOfOfficeReply } from './simulated-reports.js';
const original = {
    returnPath: 'b+abcdefghijklmnopqrstuvwxyz234567abcdefgh@bounces.platform.localhost',
    recipient: 'bounce@simulator.platform.localhost',
    headers: headerSectionOf(Buffer.from('From: a@platform.localhost\r\nSubject: Hello\r\nMessage-ID: <m1@platform.localhost>\r\n\r\nBody\r\n')),
    messageId: 'm1@platform.localhost',
    subject: 'Hello',
    simulatorDomain: 'simulator.platform.localhost',
    at: new Date('2026-05-01T10:00:00Z'),
};
test('the DSN reads as the inbound listener reads a real one: a hard 5.1.1 bounce of the recipient, quoting the original headers', async () => {
    const message = await readInboundMessage(deliveryStatusNotification(original));
    assert.equal(message?.reportType, 'delivery-status');
    const [finding] = bouncesInDeliveryStatus(message.deliveryStatus);
    assert.deepEqual([finding.type, finding.statusCode, finding.recipient], ['hard', '5.1.1', original.recipient]);
    assert.match(message.originalHeaders, /^Message-ID: <m1@platform\.localhost>$/m);
});
test('the out-of-office reply is an RFC 3834 auto-reply that no bounce reader takes for a bounce', async () => {
    const raw = outOfOfficeReply({ ...original, recipient: 'ooto@simulator.platform.localhost' });
    assert.match(raw.toString(), /^Auto-Submitted: auto-replied\r$/m);
    const message = await readInboundMessage(raw);
    assert.equal(message?.reportType, null);
    assert.equal(plainTextBounce({ envelopeFrom: '', fromHeader: message.fromHeader, subject: message.subject, text: message.text }), null);
});
test('the abuse report is ARF: Feedback-Type abuse, naming the return path and the recipient', async () => {
    const message = await readInboundMessage(abuseReport(original, 'fbl@bounces.platform.localhost'));
    assert.equal(message?.reportType, 'feedback-report');
    const report = parseFeedbackReport(message.feedbackReport);
    assert.deepEqual([report?.feedbackType, report?.originalMailFrom, report?.originalRcptTo], ['abuse', original.returnPath, original.recipient]);
});
//# sourceMappingURL=simulated-reports.spec.js.map