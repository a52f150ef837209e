import { createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';
const DELIVERY_STATUS_TYPES = ['message/delivery-status', 'message/global-delivery-status'];
const ORIGINAL_HEADERS_TYPES = ['text/rfc822-headers', 'message/global-headers'];
const ORIGINAL_MESSAGE_TYPES = ['message/rfc822', 'message/global'];
const MAX_ORIGINAL_HEADERS = 64 * 1024;
/** A report has a handful of parts; a message with far more is not one of them. */
const MAX_PARTS = 200;
/** Reads a received message; null when it cannot be parsed as MIME at all. */
export async function readInboundMessage(raw) {
    let mail;
    try {
        mail = await simpleParser(raw, {
            keepDeliveryStatus: true,
            // The returned original stays one part: only its headers are read.
            ignoreEmbedded: true,
            skipHtmlToText: true,
            skipTextToHtml: true,
            skipImageLinks: true,
            checksumAlgo: false,
            maxChildNodes: MAX_PARTS,
        });
    }
    catch {
        return null;
    }
    const contentType = mail.headers.get('content-type');
    const reportType = contentType?.value?.toLowerCase() === 'multipart/report' ? (contentType.params?.['report-type']?.toLowerCase() ?? null) : null;
    const part = (types) => mail.attachments.find((attachment) => types.includes(attachment.contentType.toLowerCase()))?.content;
    const originalHeaders = part(ORIGINAL_HEADERS_TYPES) ?? headerSectionOf(part(ORIGINAL_MESSAGE_TYPES));
    return {
        reportKey: mail.messageId?.trim() || `sha256:${createHash('sha256').update(raw).digest('hex')}`,
        reportType,
        fromHeader: mail.from?.text ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        deliveryStatus: part(DELIVERY_STATUS_TYPES)?.toString('utf8') ?? null,
        feedbackReport: part(['message/feedback-report'])?.toString('utf8') ?? feedbackReportInText(contentType?.value, mail),
        autoReply: isAutoReply(mail.headers),
        originalHeaders: originalHeaders ? originalHeaders.subarray(0, MAX_ORIGINAL_HEADERS).toString('utf8') : null,
    };
}
const FEEDBACK_REPORT_START = /^feedback-type:[ \t]*\S+/im;
/** A feedback report written as a plain-text part of a multipart/mixed message (no message/feedback-report part). */
function feedbackReportInText(contentType, mail) {
    if (contentType?.toLowerCase() !== 'multipart/mixed')
        return null;
    const texts = [mail.text ?? '', ...mail.attachments.filter((a) => a.contentType.toLowerCase() === 'text/plain').map((a) => a.content.toString('utf8'))];
    for (const text of texts) {
        const start = FEEDBACK_REPORT_START.exec(text);
        if (start)
            return text.slice(start.index);
    }
    return null;
}
function isAutoReply(headers) {
    const value = (name) => {
        const header = headers.get(name);
        return typeof header === 'string' ? header.toLowerCase() : header && typeof header === 'object' && 'value' in header ? String(header.value).toLowerCase() : '';
    };
    return (value('auto-submitted').startsWith('auto-replied') ||
        headers.has('x-autoreply') ||
        headers.has('x-autorespond') ||
        value('precedence') === 'auto_reply');
}
function headerSectionOf(message) {
    if (!message)
        return undefined;
    const end = message.indexOf('\r\n\r\n');
    const lfEnd = message.indexOf('\n\n');
    const cut = end !== -1 ? end : lfEnd;
    return cut === -1 ? message : message.subarray(0, cut);
}
//# sourceMappingURL=inbound-message.js.map