import { classifyDeferral, type DeferralClass } from '@platform/contracts';

/** How long deliveries wait between attempts and when they give up. */
export interface RetrySchedule {
  /** Wait after the first failed attempt. */
  firstRetryMs: number;
  /** The wait doubles after each attempt up to this. */
  maxRetryMs: number;
  /** A delivery still not done this long after acceptance is given up. */
  lifetimeMs: number;
}

/**
 * Wait before the next attempt, after `attemptsMade` attempts (1 or more) have failed, by what
 * the last reply said (scaled from the schedule, so 5 min / 4 h gives the figures below):
 * - throttled: short and growing (1 min doubling to 30 min), since the destination's suspension
 *   on that IP keeps it from being hammered and another IP may take it meanwhile;
 * - greylisted: a few minutes, fixed (greylisting lets the second try in after minutes);
 * - mailbox full: hours (2 h), since the owner must make room first;
 * - connection failed and other: the schedule as it is (5 min doubling to 4 h).
 */
export function retryDelayMs(schedule: RetrySchedule, attemptsMade: number, deferral: DeferralClass = 'other'): number {
  const doublings = Math.max(0, attemptsMade - 1);
  // Capping the exponent keeps 2 ** n finite for deliveries retried for days with tiny waits.
  const growing = (first: number, max: number) => Math.min(max, first * 2 ** Math.min(doublings, 40));
  switch (deferral) {
    case 'throttled':
      return growing(schedule.firstRetryMs / 5, schedule.maxRetryMs / 8);
    case 'greylisted':
      return schedule.firstRetryMs;
    case 'mailbox_full':
      return Math.max(schedule.firstRetryMs, schedule.maxRetryMs / 2);
    default:
      return growing(schedule.firstRetryMs, schedule.maxRetryMs);
  }
}

/** The wait after an attempt with these results: the shortest the classes of its deferred replies ask for. */
export function retryDelayAfterMs(schedule: RetrySchedule, attemptsMade: number, results: Array<{ outcome: string; response: string }>): number {
  const classes = new Set(results.filter((result) => result.outcome === 'deferred').map((result) => classifyDeferral(result.response)));
  if (classes.size === 0) return retryDelayMs(schedule, attemptsMade);
  return Math.min(...[...classes].map((deferral) => retryDelayMs(schedule, attemptsMade, deferral)));
}
