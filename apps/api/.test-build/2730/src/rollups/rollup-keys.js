import { MESSAGE_EVENT_TYPES } from '@platform/contracts';
import { isSimulatorAddress } from '../simulator/simulator-addresses.js';
export const ROLLUP_FIELDS = MESSAGE_EVENT_TYPES;
/** Copied, not built from the field list each time: a detail sums dozens of counts per request. */
const ZERO_COUNTS = Object.freeze(Object.fromEntries(ROLLUP_FIELDS.map((field) => [field, 0])));
export function emptyCounts() {
    return { ...ZERO_COUNTS };
}
export function addCounts(into, more) {
    for (const field of ROLLUP_FIELDS)
        into[field] += more?.[field] ?? 0;
    return into;
}
export function userScope(userId) {
    return `user:${userId.toString()}`;
}
export function reputationScope(userId) {
    return `reputation:${userId.toString()}`;
}
export function domainReputationScope(domain) {
    return `domain-reputation:${domain.toLowerCase()}`;
}
/**
 * What an account's reputation counts, per day (month documents of the `reputation:<user>` scope):
 * messages sent (delivered, or refused during the attempt), hard bounces and complaints.
 */
export const REPUTATION_FIELDS = ['sent', 'hard_bounced', 'complained'];
export function emptyReputationCounts() {
    return { sent: 0, hard_bounced: 0, complained: 0 };
}
/**
 * The reputation figures an event adds one to. Mail to the mailbox simulator counts nowhere: its
 * bounces and complaints are what the customer asked for. A refusal during the attempt (a 5xx) is
 * both sent and a hard bounce; a DSN's permanent failure afterwards is a hard bounce of mail already
 * counted as sent (delivered); a soft DSN is no bounce. The writer and every recount use this one rule.
 */
export function reputationFieldsOf(event, simulatorDomain) {
    if (event.recipient && isSimulatorAddress(event.recipient, simulatorDomain))
        return [];
    switch (event.type) {
        case 'delivered':
            return ['sent'];
        case 'complained':
            return ['complained'];
        case 'bounced':
            if (event.bounce_type === 'hard')
                return ['hard_bounced'];
            return event.attempt !== null && event.attempt !== undefined && !event.bounce_type ? ['sent', 'hard_bounced'] : [];
        default:
            return [];
    }
}
/** The month documents and part that hold the reputation counts of the event's day: its account's, and its sending domain's when it names one. */
export function reputationIncrementsOf(event, slot) {
    const day = event.created_at.toISOString().slice(0, 10);
    const scopes = [reputationScope(event.user_id), ...(event.domain ? [domainReputationScope(event.domain)] : [])];
    return scopes.map((scope) => ({ key: { kind: 'month', period: day.slice(0, 7), scope, slot }, part: dayPart(day) }));
}
export function rollupDocId({ kind, period, scope, slot }) {
    return `${kind}:${period}|${scope}|${slot}`;
}
/** The part of a month document that holds a day (YYYY-MM-DD). */
export const dayPart = (day) => `d${day.slice(8, 10)}`;
/** The part of a day document that holds an hour (YYYY-MM-DDTHH). */
export const hourPart = (hour) => `h${hour.slice(11, 13)}`;
export const TOTAL_PART = 'all';
/** The counts an event adds to: its day and hour for the platform; its day and lifetime for its account. */
export function incrementsOf(at, userId, slot) {
    const iso = at.toISOString();
    const day = iso.slice(0, 10);
    const user = userScope(userId);
    return [
        { key: { kind: 'month', period: day.slice(0, 7), scope: 'all', slot }, part: dayPart(day) },
        { key: { kind: 'day', period: day, scope: 'all', slot }, part: hourPart(iso.slice(0, 13)) },
        { key: { kind: 'month', period: day.slice(0, 7), scope: user, slot }, part: dayPart(day) },
        { key: { kind: 'total', period: '-', scope: user, slot }, part: TOTAL_PART },
    ];
}
/**
 * The figure an event adds one to, or null when it counts nowhere: a soft bounce reported after
 * delivery (a 4.x.x DSN) is a delay the recipient's server reported, not a bounce. The writer and
 * every recount use this one rule.
 */
export function countedField(event) {
    if (event.type === 'bounced' && event.bounce_type === 'soft')
        return null;
    return event.type;
}
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * When a document may go: a day's hours with the logs (report ranges reach back no further than
 * the retention); months and totals stay (a few per account and year), so that lifetime figures
 * can always be recounted from the months.
 */
export function rollupExpiry(key, retentionDays) {
    if (key.kind !== 'day')
        return null;
    return new Date(Date.parse(`${key.period}T00:00:00.000Z`) + (retentionDays + 1) * DAY_MS);
}
/** Every month (YYYY-MM) from `first` to `last`, both included. */
export function monthsBetween(first, last) {
    const months = [];
    const at = new Date(`${first}-01T00:00:00.000Z`);
    for (; at.toISOString().slice(0, 7) <= last; at.setUTCMonth(at.getUTCMonth() + 1))
        months.push(at.toISOString().slice(0, 7));
    return months;
}
//# sourceMappingURL=rollup-keys.js.map