import { addressOfTypedField, parseReportFieldGroups } from './report-fields.js';

/** What a feedback report (RFC 5965 message/feedback-report) says. */
export interface FeedbackReport {
  /** abuse, fraud, virus, other, not-spam, opt-out, auth-failure... lower-cased. */
  feedbackType: string;
  /** Original-Mail-From: the envelope sender of the reported message (our return path, when kept). */
  originalMailFrom: string | null;
  /** Original-Rcpt-To: whom the reported message was for, when the reporter did not redact it. */
  originalRcptTo: string | null;
  /** Reported-Domain (RFC 6591 authentication failure reports): the domain that failed, lower-cased. */
  reportedDomain: string | null;
  /** Auth-Failure (RFC 6591): dmarc, spf, dkim..., lower-cased. */
  authFailure: string | null;
}

/** What the platform makes of a report, by its Feedback-Type (RFC 5965, RFC 6591). */
export type FeedbackMeaning = 'complaint' | 'unsubscribe' | 'authentication-failure' | 'ignored';

const FEEDBACK_MEANINGS: Record<string, FeedbackMeaning> = {
  abuse: 'complaint',
  fraud: 'complaint',
  'opt-out': 'unsubscribe',
  opt_out: 'unsubscribe',
  'auth-failure': 'authentication-failure',
};

/** A recipient's complaint (abuse, fraud), an unsubscribe (opt-out), a DMARC/authentication report for the domain; not-spam, virus and the rest are ignored. */
export function meaningOfFeedbackType(feedbackType: string): FeedbackMeaning {
  return FEEDBACK_MEANINGS[feedbackType] ?? 'ignored';
}

export function parseFeedbackReport(text: string): FeedbackReport | null {
  const [fields] = parseReportFieldGroups(text);
  const feedbackType = fields?.get('feedback-type')?.toLowerCase().split(/\s/)[0];
  if (!fields || !feedbackType) return null;
  const reportedDomain = fields.get('reported-domain')?.trim().toLowerCase().split(/\s/)[0];
  return {
    feedbackType,
    originalMailFrom: addressOfTypedField(fields.get('original-mail-from')),
    originalRcptTo: addressOfTypedField(fields.get('original-rcpt-to')),
    reportedDomain: reportedDomain && /^[a-z0-9.-]+$/.test(reportedDomain) ? reportedDomain : null,
    authFailure: fields.get('auth-failure')?.trim().toLowerCase().split(/\s/)[0] ?? null,
  };
}
