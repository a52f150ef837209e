/**
 * What the simulator's mailboxes send back, written as real MTAs and mail clients write them, so
 * the inbound processing reads them exactly as it reads the world's: a DSN (RFC 3464), an
 * out-of-office auto-reply (RFC 3834) and an abuse report (ARF, RFC 5965).
 */
import { randomBytes } from 'node:crypto';
/** A hard bounce: the mailbox does not exist (5.1.1), reported after the message was accepted. */
export function deliveryStatusNotification(original) {
    const boundary = boundaryOf();
    const diagnostic = `550 5.1.1 <${original.recipient}>: Recipient address rejected: the mailbox simulator's bounce address`;
    return crlf([
        ...envelopeHeaders(original, `MAILER-DAEMON@${original.simulatorDomain}`, 'Undelivered Mail Returned to Sender'),
        'Auto-Submitted: auto-replied',
        `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=us-ascii',
        '',
        `Your message to <${original.recipient}> could not be delivered: the mailbox simulator bounces every message to this address.`,
        '',
        `--${boundary}`,
        'Content-Type: message/delivery-status',
        '',
        `Reporting-MTA: dns; ${original.simulatorDomain}`,
        `Arrival-Date: ${original.at.toUTCString()}`,
        '',
        `Final-Recipient: rfc822; ${original.recipient}`,
        `Original-Recipient: rfc822; ${original.recipient}`,
        'Action: failed',
        'Status: 5.1.1',
        `Remote-MTA: dns; ${original.simulatorDomain}`,
        `Diagnostic-Code: smtp; ${diagnostic}`,
        '',
        ...closingHeadersPart(original, boundary),
    ]);
}
/** An out-of-office reply (RFC 3834: Auto-Submitted: auto-replied, sent to the return path): not a bounce. */
export function outOfOfficeReply(original) {
    return crlf([
        ...envelopeHeaders(original, original.recipient, `Out of office: ${original.subject}`.slice(0, 200)),
        'Auto-Submitted: auto-replied',
        `In-Reply-To: <${original.messageId}>`,
        `References: <${original.messageId}>`,
        'Content-Type: text/plain; charset=us-ascii',
        '',
        'I am out of the office (an automatic reply of the mailbox simulator).',
    ]);
}
/** An abuse report (ARF, Feedback-Type: abuse) as a mailbox provider's feedback loop sends it. */
export function abuseReport(original, feedbackAddress) {
    const boundary = boundaryOf();
    return crlf([
        ...envelopeHeaders({ ...original, returnPath: feedbackAddress }, `feedback-loop@${original.simulatorDomain}`, 'Abuse report'),
        `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=us-ascii',
        '',
        'The recipient marked this message as spam (the mailbox simulator\'s complaint address).',
        '',
        `--${boundary}`,
        'Content-Type: message/feedback-report',
        '',
        'Feedback-Type: abuse',
        'User-Agent: mailbox-simulator/1.0',
        'Version: 1',
        `Original-Mail-From: <${original.returnPath}>`,
        `Original-Rcpt-To: <${original.recipient}>`,
        `Arrival-Date: ${original.at.toUTCString()}`,
        `Reporting-MTA: dns; ${original.simulatorDomain}`,
        '',
        ...closingHeadersPart(original, boundary),
    ]);
}
/** A report's last part, the original's header section (text/rfc822-headers), and the closing boundary. */
function closingHeadersPart(original, boundary) {
    return [`--${boundary}`, 'Content-Type: text/rfc822-headers', '', original.headers.trimEnd(), '', `--${boundary}--`];
}
/** The header section of a raw message. */
export function headerSectionOf(raw) {
    const text = raw.subarray(0, 64 * 1024).toString('utf8');
    const end = text.search(/\r?\n\r?\n/);
    return end === -1 ? text : text.slice(0, end);
}
function envelopeHeaders(original, from, subject) {
    return [
        `From: ${from}`,
        `To: ${original.returnPath}`,
        `Subject: ${subject.replace(/[\r\n]+/g, ' ')}`,
        `Date: ${original.at.toUTCString()}`,
        `Message-ID: <${randomBytes(12).toString('hex')}@${original.simulatorDomain}>`,
        'MIME-Version: 1.0',
    ];
}
function boundaryOf() {
    return `simulator-${randomBytes(8).toString('hex')}`;
}
function crlf(lines) {
    return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
//# sourceMappingURL=simulated-reports.js.map