import type { AccountQuota, AccountWarmup, ProductionAccess } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { tightestLimit } from './tightestLimit';

const quota: AccountQuota = { daily_limit: 100, used_today: 30, remaining_today: 70 };
const sandboxed = { state: 'sandboxed', limits: { daily_limit: 200, per_second: 1, sent_today: 30 } } as ProductionAccess;
const warmup = {
  warming_up: true,
  hourly_limit: 50,
  daily_limit: 100,
  used_this_hour: 10,
  used_today: 30,
  hour_resets_at: '2026-11-27T05:00:00.000Z',
  day_resets_at: '2026-11-28T00:00:00.000Z',
} as AccountWarmup;

describe('tightestLimit', () => {
  it('names nothing while only the plan limits the account', () => {
    expect(tightestLimit(quota, { ...sandboxed, state: 'production' }, { ...warmup, warming_up: false })).toBeNull();
  });

  it('names the limit that lets the fewest messages through now', () => {
    expect(tightestLimit(quota, sandboxed, warmup)).toEqual({ name: "the warm-up's hourly quota", left: 40, resetsAt: '2026-11-27T05:00:00.000Z' });
    expect(tightestLimit({ ...quota, used_today: 95, remaining_today: 5 }, sandboxed, warmup)).toEqual({ name: "your plan's daily quota", left: 5, resetsAt: null });
    expect(tightestLimit({ daily_limit: 0, used_today: 190, remaining_today: null }, { ...sandboxed, limits: { ...sandboxed.limits, sent_today: 190 } }, undefined)).toBeNull();
    expect(tightestLimit(quota, { ...sandboxed, limits: { ...sandboxed.limits, sent_today: 190 } }, undefined)).toEqual({ name: "the sandbox's daily limit", left: 10, resetsAt: null });
  });

  it('counts a limit already passed as none left', () => {
    expect(tightestLimit(quota, sandboxed, { ...warmup, used_this_hour: 60 })?.left).toBe(0);
  });
});
