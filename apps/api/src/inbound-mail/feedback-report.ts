import { addressOfTypedField, parseReportFieldGroups } from './report-fields.js';

/** What an abuse report (RFC 5965 message/feedback-report) says. */
export interface FeedbackReport {
  /** abuse, fraud, virus, other, not-spam... lower-cased. */
  feedbackType: string;
  /** Original-Mail-From: the envelope sender of the reported message (our return path, when kept). */
  originalMailFrom: string | null;
  /** Original-Rcpt-To: whom the reported message was for, when the reporter did not redact it. */
  originalRcptTo: string | null;
}

/** Report types that are a recipient's complaint; not-spam, virus or other reports are not. */
export const COMPLAINT_FEEDBACK_TYPES = ['abuse', 'fraud'];

export function parseFeedbackReport(text: string): FeedbackReport | null {
  const [fields] = parseReportFieldGroups(text);
  const feedbackType = fields?.get('feedback-type')?.toLowerCase().split(/\s/)[0];
  if (!fields || !feedbackType) return null;
  return {
    feedbackType,
    originalMailFrom: addressOfTypedField(fields.get('original-mail-from')),
    originalRcptTo: addressOfTypedField(fields.get('original-rcpt-to')),
  };
}
