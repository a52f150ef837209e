/**
 * Warm-up quotas (GET and PUT /api/admin/settings/warmup): a warmed-up account's hourly and daily
 * limits start low and, on each UTC day it sends with its rates under the reputation review line,
 * grow by `growth_factor`; a day above the line multiplies them by `fall_factor` (never below the
 * start). The daily limit never passes the plan's cap (`daily_limit`), or `ceiling_daily` when the
 * plan has none; the hourly never passes `ceiling_hourly` nor the daily limit.
 * `enabled`: new self-signed-up accounts are warmed up (an admin turns it on or off per account).
 */
export interface WarmupSettings {
  enabled: boolean;
  start_hourly: number;
  start_daily: number;
  growth_factor: number;
  fall_factor: number;
  ceiling_hourly: number;
  ceiling_daily: number;
}

export const WARMUP_DEFAULTS: WarmupSettings = {
  enabled: true,
  start_hourly: 50,
  start_daily: 200,
  growth_factor: 1.5,
  fall_factor: 0.5,
  ceiling_hourly: 10_000,
  ceiling_daily: 100_000,
};

export const WARMUP_LIMITS = {
  quota: { min: 1, max: 10_000_000 },
  growth_factor: { min: 1, max: 10 },
  fall_factor: { min: 0.01, max: 1 },
} as const;

/** An account's warm-up as it stands (GET /api/v1/warmup; the admin's GET /api/admin/warmup/{userId}). */
export interface AccountWarmup {
  /** false: no warm-up quotas (only the plan's cap applies); the other figures are then 0 / null. */
  warming_up: boolean;
  hourly_limit: number;
  daily_limit: number;
  used_this_hour: number;
  used_today: number;
  /** When this hour's and today's counts start again (ISO, UTC). */
  hour_resets_at: string;
  day_resets_at: string;
  /** The last UTC day (YYYY-MM-DD) the limits changed, and why. */
  changed_on: string | null;
  reason: string;
  /** The next UTC day the limits may grow (on the first submission of that day, if the rates are under the review line). */
  next_growth_on: string | null;
  /** The limits have reached the plan's cap (or the ceilings): they grow no further. */
  at_ceiling: boolean;
}

/** PUT /api/admin/warmup/{userId}. Turning it on starts again from the start quotas. */
export interface WarmupToggleRequest {
  enabled: boolean;
}
