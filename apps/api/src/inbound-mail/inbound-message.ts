import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type StructuredHeader } from 'mailparser';

/** The parts of a received message that tell a bounce, a complaint or an unsubscribe apart. */
export interface InboundMessage {
  /** The message's Message-ID, else a digest of it: the same report delivered twice has the same key. */
  reportKey: string;
  /** The report-type of a multipart/report, lower-cased; null for any other message. */
  reportType: string | null;
  fromHeader: string;
  subject: string;
  /** The plain-text parts. */
  text: string;
  /** The message/delivery-status part (RFC 3464, or its RFC 6533 global form). */
  deliveryStatus: string | null;
  /**
   * The message/feedback-report part (RFC 5965), wherever it stands (multipart/report, or the
   * multipart/mixed some providers send); else a text part of a multipart/mixed message that
   * reads as one (starts with Feedback-Type:).
   */
  feedbackReport: string | null;
  /** Marked as an auto-reply (RFC 3834 Auto-Submitted: auto-replied, X-Autoreply, X-Autorespond, Precedence: auto_reply). */
  autoReply: boolean;
  /** The header section of the message a report is about (text/rfc822-headers, or the returned message/rfc822). */
  originalHeaders: string | null;
}

const DELIVERY_STATUS_TYPES = ['message/delivery-status', 'message/global-delivery-status'];
const ORIGINAL_HEADERS_TYPES = ['text/rfc822-headers', 'message/global-headers'];
const ORIGINAL_MESSAGE_TYPES = ['message/rfc822', 'message/global'];
const MAX_ORIGINAL_HEADERS = 64 * 1024;
/** A report has a handful of parts; a message with far more is not one of them. */
const MAX_PARTS = 200;

/** Reads a received message; null when it cannot be parsed as MIME at all. */
export async function readInboundMessage(raw: Buffer): Promise<InboundMessage | null> {
  let mail: Awaited<ReturnType<typeof simpleParser>>;
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
  } catch {
    return null;
  }
  const contentType = mail.headers.get('content-type') as StructuredHeader | undefined;
  const reportType = contentType?.value?.toLowerCase() === 'multipart/report' ? (contentType.params?.['report-type']?.toLowerCase() ?? null) : null;
  const part = (types: string[]) => mail.attachments.find((attachment) => types.includes(attachment.contentType.toLowerCase()))?.content;
  const originalHeaders = part(ORIGINAL_HEADERS_TYPES) ?? headerSectionOf(part(ORIGINAL_MESSAGE_TYPES));
  return {
    reportKey: mail.messageId?.trim() || `sha256:${createHash('sha256').update(raw).digest('hex')}`,
    reportType,
    fromHeader: (mail.from as AddressObject | undefined)?.text ?? '',
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
function feedbackReportInText(contentType: string | undefined, mail: Awaited<ReturnType<typeof simpleParser>>): string | null {
  if (contentType?.toLowerCase() !== 'multipart/mixed') return null;
  const texts = [mail.text ?? '', ...mail.attachments.filter((a) => a.contentType.toLowerCase() === 'text/plain').map((a) => a.content.toString('utf8'))];
  for (const text of texts) {
    const start = FEEDBACK_REPORT_START.exec(text);
    if (start) return text.slice(start.index);
  }
  return null;
}

function isAutoReply(headers: Map<string, unknown>): boolean {
  const value = (name: string) => {
    const header = headers.get(name);
    return typeof header === 'string' ? header.toLowerCase() : header && typeof header === 'object' && 'value' in header ? String(header.value).toLowerCase() : '';
  };
  return (
    value('auto-submitted').startsWith('auto-replied') ||
    headers.has('x-autoreply') ||
    headers.has('x-autorespond') ||
    value('precedence') === 'auto_reply'
  );
}

function headerSectionOf(message: Buffer | undefined): Buffer | undefined {
  if (!message) return undefined;
  const end = message.indexOf('\r\n\r\n');
  const lfEnd = message.indexOf('\n\n');
  const cut = end !== -1 ? end : lfEnd;
  return cut === -1 ? message : message.subarray(0, cut);
}
