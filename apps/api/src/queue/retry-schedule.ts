/** How long deliveries wait between attempts and when they give up. */
export interface RetrySchedule {
  /** Wait after the first failed attempt. */
  firstRetryMs: number;
  /** The wait doubles after each attempt up to this. */
  maxRetryMs: number;
  /** A delivery still not done this long after acceptance is given up. */
  lifetimeMs: number;
}

/** Wait before the next attempt, after `attemptsMade` attempts (1 or more) have failed. */
export function retryDelayMs(schedule: RetrySchedule, attemptsMade: number): number {
  const doublings = Math.max(0, attemptsMade - 1);
  // Capping the exponent keeps 2 ** n finite for deliveries retried for days with tiny waits.
  return Math.min(schedule.maxRetryMs, schedule.firstRetryMs * 2 ** Math.min(doublings, 40));
}
