import type { AccountQuota, AccountWarmup, ProductionAccess } from '@platform/contracts';

/** One of the limits on what an account may send now, and how many messages it still lets through. */
export interface SendingLimit {
  name: string;
  left: number;
  /** When it lets more through: an ISO time, or null for midnight UTC. */
  resetsAt: string | null;
}

/**
 * Of the limits that apply to an account (its plan's daily cap, the sandbox's daily limit, the
 * warm-up's daily and hourly quotas), the one that lets the fewest messages through now: the one
 * that binds. Null while fewer than two apply, when the one shown says it all.
 */
export function tightestLimit(quota: AccountQuota | undefined, access: ProductionAccess | undefined, warmup: AccountWarmup | undefined): SendingLimit | null {
  const limits: SendingLimit[] = [];
  if (quota && quota.daily_limit > 0) {
    limits.push({ name: "your plan's daily quota", left: quota.remaining_today ?? Math.max(0, quota.daily_limit - quota.used_today), resetsAt: null });
  }
  if (access?.state === 'sandboxed') {
    limits.push({ name: "the sandbox's daily limit", left: Math.max(0, access.limits.daily_limit - access.limits.sent_today), resetsAt: null });
  }
  if (warmup?.warming_up) {
    limits.push({ name: "the warm-up's daily quota", left: Math.max(0, warmup.daily_limit - warmup.used_today), resetsAt: warmup.day_resets_at });
    limits.push({ name: "the warm-up's hourly quota", left: Math.max(0, warmup.hourly_limit - warmup.used_this_hour), resetsAt: warmup.hour_resets_at });
  }
  if (limits.length < 2) return null;
  // The first of equals: the daily limits are listed before the hourly one, which resets sooner.
  return limits.reduce((tightest, limit) => (limit.left < tightest.left ? limit : tightest));
}
