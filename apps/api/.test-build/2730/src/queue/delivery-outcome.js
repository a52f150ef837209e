/** What happened to one recipient in one attempt. */
export const ATTEMPT_OUTCOMES = ['delivered', 'bounced', 'deferred'];
/**
 * SMTP reply classes: 2xx delivered, 5xx bounced (permanent), anything else, including no
 * reply at all (connection refused, timeout), deferred and retried.
 */
export function outcomeOfReplyCode(code) {
    if (code !== undefined && code !== null && code >= 200 && code < 300)
        return 'delivered';
    if (code !== undefined && code !== null && code >= 500 && code < 600)
        return 'bounced';
    return 'deferred';
}
//# sourceMappingURL=delivery-outcome.js.map