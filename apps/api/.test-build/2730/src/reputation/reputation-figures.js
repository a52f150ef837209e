import { emptyReputationCounts, REPUTATION_FIELDS } from '../rollups/rollup-keys.js';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The window's days (YYYY-MM-DD, UTC), oldest first, ending with the day of `now`. */
export function windowDays(now, windowDays) {
    const days = [];
    for (let back = windowDays - 1; back >= 0; back -= 1)
        days.push(new Date(now.getTime() - back * DAY_MS).toISOString().slice(0, 10));
    return days;
}
/** The window's figures from its days' counts, less what was forgiven on each day. */
export function figuresOf(days, counts, forgiven, settings) {
    const sum = emptyReputationCounts();
    days.forEach((day, index) => {
        for (const field of REPUTATION_FIELDS)
            sum[field] += Math.max(0, counts[index][field] - (forgiven[day]?.[field] ?? 0));
    });
    return {
        window_days: settings.window_days,
        sent: sum.sent,
        hard_bounced: sum.hard_bounced,
        complained: sum.complained,
        bounce_rate: percentOf(sum.hard_bounced, sum.sent),
        complaint_rate: percentOf(sum.complained, sum.sent),
        judged: sum.sent >= settings.min_volume,
    };
}
function percentOf(part, whole) {
    return whole === 0 ? 0 : Math.round((part / whole) * 100 * 1000) / 1000;
}
export function verdictOf(figures, settings) {
    if (!settings.enabled || !figures.judged)
        return null;
    const over = (standing, bounceLine, complaintLine) => {
        const lineName = standing === 'paused' ? 'pause' : 'review';
        const lead = standing === 'paused' ? 'Sending is paused' : 'Your account is under review';
        const window = `in the last ${figures.window_days} ${figures.window_days === 1 ? 'day' : 'days'}`;
        const verdict = (detail) => ({ standing, reason: `${lead}: ${detail}`, detail });
        if (figures.bounce_rate >= bounceLine) {
            return verdict(`the bounce rate is ${figures.bounce_rate} % (${figures.hard_bounced} hard bounces of ${figures.sent} messages sent ${window}), at or above the ${lineName} line of ${bounceLine} %`);
        }
        if (figures.complaint_rate >= complaintLine) {
            return verdict(`the complaint rate is ${figures.complaint_rate} % (${figures.complained} complaints of ${figures.sent} messages sent ${window}), at or above the ${lineName} line of ${complaintLine} %`);
        }
        return null;
    };
    return over('paused', settings.pause_bounce_rate, settings.pause_complaint_rate) ?? over('review', settings.review_bounce_rate, settings.review_complaint_rate);
}
//# sourceMappingURL=reputation-figures.js.map