import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { IP_WARMUP_LIMITS, warmupDayOf, warmupVolumeOn } from '@platform/contracts';
import { DEFAULT_IP_WARMUP_SCHEDULE } from './ip-warmup.service.js';

describe('IP warm-up schedule', () => {
  it('counts the warm-up days in UTC days, 1 on the day it started, across month ends', () => {
    assert.equal(warmupDayOf('2026-11-27', '2026-11-27'), 1);
    assert.equal(warmupDayOf('2026-11-27', '2026-11-28'), 2);
    assert.equal(warmupDayOf('2026-11-30', '2026-12-02'), 3);
    assert.equal(warmupDayOf('2026-11-27', '2026-11-20'), 0, 'a start in the future: not started');
    assert.equal(warmupDayOf('not a day', '2026-11-27'), 0);
  });

  it('grows the volume by the daily factor, rounded down, until the IP is warmed', () => {
    const schedule = { first_day_volume: 50, daily_growth: 1.5, warmed_after_days: 5 };
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6].map((day) => warmupVolumeOn(schedule, day)), [50, 50, 75, 112, 168, null, null]);
  });

  it('ships a default schedule from the rules file within the limits an admin may set', () => {
    assert.deepEqual(DEFAULT_IP_WARMUP_SCHEDULE, { first_day_volume: 50, daily_growth: 1.5, warmed_after_days: 30 });
    for (const field of ['first_day_volume', 'daily_growth', 'warmed_after_days'] as const) {
      const { min, max } = IP_WARMUP_LIMITS[field];
      assert.ok(DEFAULT_IP_WARMUP_SCHEDULE[field] >= min && DEFAULT_IP_WARMUP_SCHEDULE[field] <= max, field);
    }
    assert.equal(warmupVolumeOn(DEFAULT_IP_WARMUP_SCHEDULE, 1), 50);
    assert.equal(warmupVolumeOn(DEFAULT_IP_WARMUP_SCHEDULE, 30), null);
  });
});
