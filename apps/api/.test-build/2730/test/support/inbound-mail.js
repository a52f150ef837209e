import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
/**
 * Sends one message to the inbound listener as a mail server would (plain SMTP on loopback,
 * no TLS, no AUTH); `from: ''` is the null sender bounces come from.
 */
export async function sendToInbound(port, envelope, raw) {
    const connection = new SMTPConnection({ host: '127.0.0.1', port, ignoreTLS: true, name: 'mx.reporter.example', socketTimeout: 20_000 });
    try {
        await new Promise((resolve, reject) => connection.connect((error) => (error ? reject(error) : resolve())));
        const info = await new Promise((resolve, reject) => connection.send(envelope, raw, (error, result) => (error ? reject(error) : resolve(result))));
        return { accepted: true, response: info.response };
    }
    catch (caught) {
        const error = caught;
        if (!error.responseCode)
            throw caught;
        return { accepted: false, code: error.responseCode, response: error.response ?? error.message };
    }
    finally {
        connection.quit();
    }
}
/** A delivery status notification as Postfix writes it (RFC 3464 multipart/report), returning the original's headers. */
export function deliveryStatusNotification(options) {
    const boundary = 'B0D1E2F3.1714557600/mx.recipient.example';
    const failed = options.action === 'failed';
    return [
        'Return-Path: <>',
        'Received: by mx.recipient.example (Postfix) id B0D1E2F3; Wed,  1 May 2026 10:00:00 +0000 (UTC)',
        'Date: Wed,  1 May 2026 10:00:00 +0000 (UTC)',
        'From: MAILER-DAEMON@mx.recipient.example (Mail Delivery System)',
        `Subject: ${failed ? 'Undelivered Mail Returned to Sender' : 'Delayed Mail (still being retried)'}`,
        `To: ${options.returnPath}`,
        'Auto-Submitted: auto-replied',
        'MIME-Version: 1.0',
        `Content-Type: multipart/report; report-type=delivery-status;`,
        `\tboundary="${boundary}"`,
        'Content-Transfer-Encoding: 8bit',
        `Message-Id: <${options.messageId}>`,
        '',
        'This is a MIME-encapsulated message.',
        '',
        `--${boundary}`,
        'Content-Description: Notification',
        'Content-Type: text/plain; charset=us-ascii',
        '',
        'This is the mail system at host mx.recipient.example.',
        '',
        failed
            ? "I'm sorry to have to inform you that your message could not\nbe delivered to one or more recipients. It's attached below."
            : 'Your message could not be delivered for more than 4 hour(s).\nIt will be retried until it is 5 day(s) old.',
        '',
        `<${options.recipient}>: host mailstore.recipient.example[192.0.2.25] said: ${options.diagnostic}`,
        '',
        `--${boundary}`,
        'Content-Description: Delivery report',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.recipient.example',
        'X-Postfix-Queue-ID: B0D1E2F3',
        `X-Postfix-Sender: rfc822; ${options.returnPath}`,
        'Arrival-Date: Wed,  1 May 2026 09:59:58 +0000 (UTC)',
        '',
        `Final-Recipient: rfc822; ${options.recipient}`,
        `Original-Recipient: rfc822;${options.recipient}`,
        `Action: ${options.action}`,
        `Status: ${options.status}`,
        'Remote-MTA: dns; mailstore.recipient.example',
        `Diagnostic-Code: smtp; ${options.diagnostic}`,
        '',
        `--${boundary}`,
        'Content-Description: Undelivered Message Headers',
        'Content-Type: text/rfc822-headers',
        '',
        `Return-Path: <${options.returnPath}>`,
        `From: ${options.originalFrom}`,
        `To: ${options.recipient}`,
        `Message-ID: <${options.originalMessageId}>`,
        'Subject: Hello',
        '',
        `--${boundary}--`,
        '',
    ].join('\r\n');
}
/** An abuse report in ARF (RFC 5965), as feedback loops send it, with the reported message attached. */
export function abuseReport(options) {
    const boundary = 'ARF_BOUNDARY_0123456789';
    return [
        'From: <staff@hotmail.example>',
        'Date: Thu, 8 May 2026 14:00:00 +0000',
        'Subject: FW: Your invoice',
        'To: <fbl@platform.example>',
        `Message-ID: <${options.messageId}>`,
        'MIME-Version: 1.0',
        `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset="US-ASCII"',
        'Content-Transfer-Encoding: 7bit',
        '',
        'This is an email abuse report for an email message received from IP',
        '192.0.2.1 on Thu, 8 May 2026 13:50:00 +0000.',
        '',
        `--${boundary}`,
        'Content-Type: message/feedback-report',
        '',
        `Feedback-Type: ${options.feedbackType}`,
        'User-Agent: SomeGenerator/1.0',
        'Version: 1',
        ...(options.originalMailFrom ? [`Original-Mail-From: <${options.originalMailFrom}>`] : []),
        ...(options.originalRcptTo ? [`Original-Rcpt-To: <${options.originalRcptTo}>`] : []),
        'Arrival-Date: Thu, 8 May 2026 13:50:00 +0000',
        'Reporting-MTA: dns; mail.receiver.example',
        'Source-IP: 192.0.2.1',
        '',
        `--${boundary}`,
        'Content-Type: message/rfc822',
        'Content-Disposition: inline',
        '',
        ...options.originalHeaders,
        '',
        'The body of the reported message.',
        '',
        `--${boundary}--`,
        '',
    ].join('\r\n');
}
//# sourceMappingURL=inbound-mail.js.map