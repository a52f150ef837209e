/** What each refusal is called in the metrics (platform_smtp_refusals_total's reason), by enhanced status. */
const REASON_OF_STATUS = {
    '5.7.1': 'forbidden',
    '5.6.0': 'bad_input',
    '4.2.2': 'quota_exceeded',
    '5.3.4': 'too_large',
    '5.1.1': 'suppressed',
    '5.5.4': 'unsupported_parameter',
};
/**
 * Why a message was not accepted, answered as an SMTP reply (code and enhanced status) or as
 * an HTTP error by whichever door it came through.
 */
export class SubmissionRefused extends Error {
    smtpCode;
    enhancedStatus;
    httpStatus;
    metricsReason;
    retryAfterSeconds;
    constructor(message, smtpCode, enhancedStatus, httpStatus, 
    /** The metrics' name for it when its status alone does not tell it apart (content scanning's 5.7.1). */
    metricsReason, 
    /** When the sender may try again (HTTP's Retry-After; the SMTP reply says it in words). */
    retryAfterSeconds) {
        super(message);
        this.smtpCode = smtpCode;
        this.enhancedStatus = enhancedStatus;
        this.httpStatus = httpStatus;
        this.metricsReason = metricsReason;
        this.retryAfterSeconds = retryAfterSeconds;
        this.name = 'SubmissionRefused';
    }
    /** A short name for the metrics. */
    get reason() {
        return this.metricsReason ?? REASON_OF_STATUS[this.enhancedStatus] ?? 'other';
    }
    static forbidden(message) {
        return new SubmissionRefused(message, 550, '5.7.1', 403);
    }
    static badInput(message) {
        return new SubmissionRefused(message, 550, '5.6.0', 400);
    }
    static quotaExceeded(message) {
        return new SubmissionRefused(message, 452, '4.2.2', 429);
    }
    /**
     * Over the warm-up's hourly or daily quota: SMTP 451 4.7.1 (a temporary refusal, RFC 3463's
     * "delivery not authorized" for now), HTTP 429 with Retry-After. Nothing is stored.
     */
    static warmupQuotaExceeded(message, retryAfterSeconds) {
        return new SubmissionRefused(message, 451, '4.7.1', 429, 'warmup_quota_exceeded', retryAfterSeconds);
    }
    static tooLarge(message) {
        return new SubmissionRefused(message, 552, '5.3.4', 413);
    }
    /**
     * Refused by content scanning (score at or above the reject score): SMTP 550 5.7.1 (RFC 3463:
     * delivery not authorized, message refused); HTTP 422, the request understood and its content refused.
     */
    static contentRejected(message) {
        return new SubmissionRefused(message, 550, '5.7.1', 422, 'content_rejected');
    }
    /** rspamd could not be asked and CONTENT_SCAN_WHEN_DOWN is defer: try again later (SMTP 451 4.7.1, HTTP 503). */
    static scanUnavailable(message) {
        return new SubmissionRefused(message, 451, '4.7.1', 503, 'content_scan_unavailable');
    }
    static suppressed(message) {
        return new SubmissionRefused(message, 550, '5.1.1', 422);
    }
}
//# sourceMappingURL=submission-refused.js.map