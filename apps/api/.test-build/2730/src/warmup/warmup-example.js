/** The OpenAPI description's example of a warm-up. */
export const EXAMPLE_WARMUP = {
    warming_up: true,
    hourly_limit: 75,
    daily_limit: 300,
    used_this_hour: 12,
    used_today: 140,
    hour_resets_at: '2026-05-02T11:00:00.000Z',
    day_resets_at: '2026-05-03T00:00:00.000Z',
    changed_on: '2026-05-02',
    reason: 'Raised (×1.5) on 2026-05-02 after a day under the reputation review line',
    next_growth_on: '2026-05-03',
    at_ceiling: false,
};
//# sourceMappingURL=warmup-example.js.map