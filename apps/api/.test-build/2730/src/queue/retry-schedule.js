/** Wait before the next attempt, after `attemptsMade` attempts (1 or more) have failed. */
export function retryDelayMs(schedule, attemptsMade) {
    const doublings = Math.max(0, attemptsMade - 1);
    // Capping the exponent keeps 2 ** n finite for deliveries retried for days with tiny waits.
    return Math.min(schedule.maxRetryMs, schedule.firstRetryMs * 2 ** Math.min(doublings, 40));
}
//# sourceMappingURL=retry-schedule.js.map