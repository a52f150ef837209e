import { addressOfTypedField, parseReportFieldGroups } from './report-fields.js';
const FEEDBACK_MEANINGS = {
    abuse: 'complaint',
    fraud: 'complaint',
    'opt-out': 'unsubscribe',
    opt_out: 'unsubscribe',
    'auth-failure': 'authentication-failure',
};
/** A recipient's complaint (abuse, fraud), an unsubscribe (opt-out), a DMARC/authentication report for the domain; not-spam, virus and the rest are ignored. */
export function meaningOfFeedbackType(feedbackType) {
    return FEEDBACK_MEANINGS[feedbackType] ?? 'ignored';
}
export function parseFeedbackReport(text) {
    const [fields] = parseReportFieldGroups(text);
    const feedbackType = fields?.get('feedback-type')?.toLowerCase().split(/\s/)[0];
    if (!fields || !feedbackType)
        return null;
    const reportedDomain = fields.get('reported-domain')?.trim().toLowerCase().split(/\s/)[0];
    return {
        feedbackType,
        originalMailFrom: addressOfTypedField(fields.get('original-mail-from')),
        originalRcptTo: addressOfTypedField(fields.get('original-rcpt-to')),
        reportedDomain: reportedDomain && /^[a-z0-9.-]+$/.test(reportedDomain) ? reportedDomain : null,
        authFailure: fields.get('auth-failure')?.trim().toLowerCase().split(/\s/)[0] ?? null,
    };
}
//# sourceMappingURL=feedback-report.js.map