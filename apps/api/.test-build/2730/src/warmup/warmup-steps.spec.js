import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WARMUP_DEFAULTS } from '@platform/contracts';
import { fallen, grown, nextUtcDay, startQuotas } from './warmup-steps.js';
const settings = { ...WARMUP_DEFAULTS, start_hourly: 50, start_daily: 200, growth_factor: 1.5, fall_factor: 0.5, ceiling_hourly: 1000, ceiling_daily: 5000 };
test('an account starts at the start quotas, held under the plan cap', () => {
    assert.deepEqual(startQuotas(settings, 0), { hourly_limit: 50, daily_limit: 200 });
    assert.deepEqual(startQuotas(settings, 100), { hourly_limit: 50, daily_limit: 100 });
    assert.deepEqual(startQuotas(settings, 30), { hourly_limit: 30, daily_limit: 30 });
});
test('a clean day grows both quotas by the factor, up to the plan cap or the ceilings', () => {
    assert.deepEqual(grown({ hourly_limit: 50, daily_limit: 200 }, settings, 0), { hourly_limit: 75, daily_limit: 300 });
    assert.deepEqual(grown({ hourly_limit: 900, daily_limit: 4000 }, settings, 0), { hourly_limit: 1000, daily_limit: 5000 });
    assert.deepEqual(grown({ hourly_limit: 200, daily_limit: 400 }, settings, 500), { hourly_limit: 300, daily_limit: 500 });
});
test('a bad day lowers both quotas by the fall factor, never below the start', () => {
    assert.deepEqual(fallen({ hourly_limit: 400, daily_limit: 1000 }, settings, 0), { hourly_limit: 200, daily_limit: 500 });
    assert.deepEqual(fallen({ hourly_limit: 75, daily_limit: 300 }, settings, 0), { hourly_limit: 50, daily_limit: 200 });
});
test('the next UTC day crosses months and years', () => {
    assert.equal(nextUtcDay('2026-12-31'), '2027-01-01');
    assert.equal(nextUtcDay('2026-02-28'), '2026-03-01');
});
//# sourceMappingURL=warmup-steps.spec.js.map