/**
 * IP warm-up per destination (issue 28): a new public sending IP may deliver only a daily volume
 * to each destination, growing on a schedule (the default in the API's shipped rules file, or the
 * IP's own), until it counts as warmed. The API counts each IP's deliveries per destination and
 * UTC day, hands every agent its IPs' allowances with the heartbeat, and the agent defers, without
 * connecting, what would pass them.
 */

/** Day 1 allows `first_day_volume` messages per destination; each later day `daily_growth` times the day before. */
export interface IpWarmupSchedule {
  first_day_volume: number;
  /** e.g. 1.5: the volume grows by half each day (rounded down). */
  daily_growth: number;
  /** From this day of the warm-up on, the IP is warmed: no warm-up volume any more. */
  warmed_after_days: number;
}

export const IP_WARMUP_LIMITS = {
  first_day_volume: { min: 1, max: 1_000_000 },
  daily_growth: { min: 1, max: 10 },
  warmed_after_days: { min: 1, max: 365 },
} as const;

/** What one warming IP may still send today, per destination, as the heartbeat tells its agent. */
export interface IpWarmupAllowance {
  ip: string;
  /** The UTC day (YYYY-MM-DD, by the API's clock) the volume and counts are for. */
  day: string;
  /** Day of the warm-up, 1 on the day it started. */
  warmup_day: number;
  /** Messages per destination the IP may deliver this day. */
  daily_volume: number;
  /** Messages delivered this day per destination, as recorded from the agents' results. */
  delivered: Record<string, number>;
}

/** GET /api/admin/ips/warmup: every warming IP's day, daily volume per destination and what it delivered today. */
export interface IpWarmupList {
  items: IpWarmupAllowance[];
  total: number;
}

const DAY_MS = 86_400_000;

/** The day of the warm-up `today` is (1 on `startedOn`), both YYYY-MM-DD; 0 before it started. */
export function warmupDayOf(startedOn: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startedOn}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) ? Math.max(0, days + 1) : 0;
}

/** Messages per destination allowed on warm-up day `day`; null once warmed. Day 0 (not started) allows day 1's volume. */
export function warmupVolumeOn(schedule: IpWarmupSchedule, day: number): number | null {
  if (day >= schedule.warmed_after_days) return null;
  const exponent = Math.max(0, day - 1);
  return Math.floor(schedule.first_day_volume * schedule.daily_growth ** exponent);
}

/**
 * Why a delivery waits when its IP's warm-up volume for the destination is used up today:
 * "gmail warm-up volume of 50 reached on 203.0.113.5 today; retry after 00:00 UTC".
 */
export function describeWarmupVolumeReached(destination: string, sourceIp: string, volume: number): string {
  return `${destination} warm-up volume of ${volume} reached on ${sourceIp} today; retry after 00:00 UTC`;
}
