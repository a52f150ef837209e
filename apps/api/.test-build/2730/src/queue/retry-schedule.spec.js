import assert from 'node:assert/strict';
import { test } from 'node:test';
import { retryDelayMs } from './retry-schedule.js';
const MINUTE = 60_000;
const schedule = { firstRetryMs: 5 * MINUTE, maxRetryMs: 240 * MINUTE, lifetimeMs: 5 * 24 * 60 * MINUTE };
test('waits 5 minutes, then doubles each attempt up to 4 hours', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(schedule, attempts) / MINUTE);
    assert.deepEqual(waits, [5, 10, 20, 40, 80, 160, 240, 240]);
});
test('stays at the maximum however many attempts were made', () => {
    assert.equal(retryDelayMs(schedule, 10_000), 240 * MINUTE);
});
//# sourceMappingURL=retry-schedule.spec.js.map