export const DAY_MS = 24 * 60 * 60 * 1000;
/** The limits an account starts with, within its daily cap. */
export function startQuotas(settings, dailyCap) {
    return withinCaps({ hourly_limit: settings.start_hourly, daily_limit: settings.start_daily }, settings, dailyCap);
}
/** The limits after a clean day: each times growth_factor (rounded up, so a factor above 1 always adds), within the caps. */
export function grown(quotas, settings, dailyCap) {
    return withinCaps({ hourly_limit: Math.ceil(quotas.hourly_limit * settings.growth_factor), daily_limit: Math.ceil(quotas.daily_limit * settings.growth_factor) }, settings, dailyCap);
}
/** The limits after a day above the review line: each times fall_factor (rounded down), never below the start. */
export function fallen(quotas, settings, dailyCap) {
    const start = startQuotas(settings, dailyCap);
    return {
        hourly_limit: Math.max(start.hourly_limit, Math.floor(quotas.hourly_limit * settings.fall_factor)),
        daily_limit: Math.max(start.daily_limit, Math.floor(quotas.daily_limit * settings.fall_factor)),
    };
}
/** The daily limit within the cap (the plan's, or ceiling_daily without one), the hourly within ceiling_hourly and the daily limit. */
export function withinCaps(quotas, settings, dailyCap) {
    const daily = Math.min(quotas.daily_limit, dailyCapOf(settings, dailyCap));
    return { daily_limit: daily, hourly_limit: Math.min(quotas.hourly_limit, settings.ceiling_hourly, daily) };
}
/** The plan's daily cap, or the warm-up's own ceiling when the plan has none (0). */
export function dailyCapOf(settings, planDailyLimit) {
    return planDailyLimit > 0 ? planDailyLimit : settings.ceiling_daily;
}
export function nextUtcDay(day) {
    return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
//# sourceMappingURL=warmup-steps.js.map