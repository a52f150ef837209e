import { BadRequestException } from '@nestjs/common';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Days in a range without dates: today (UTC) and the six before it. */
export const DEFAULT_REPORT_DAYS = 7;
/**
 * The range a summary covers. Without dates: the last seven days, from the start of the UTC day
 * six days ago until now. Without date_from: the seven days ending at date_to; without date_to:
 * until now. A date_to without a time of day means the end of that day. The dates have been
 * checked as ISO 8601 already (see IsReportDate). A range spans at most `maxDays` UTC days: the
 * log retention, beyond which nothing is kept to report.
 */
export function resolveReportRange(query, now, maxDays) {
    const to = query.date_to ? parseEndDate(query.date_to) : now;
    const from = query.date_from ? new Date(query.date_from) : new Date(startOfUtcDay(to).getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
    if (from > to)
        throw new BadRequestException(['date_from must not be after date_to']);
    const days = (startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / DAY_MS + 1;
    if (days > maxDays) {
        throw new BadRequestException([`date_from and date_to must be at most ${maxDays} days apart (the log retention)`]);
    }
    return { from, to };
}
/** Whether a window is its whole UTC day. */
export function isWholeDay(window) {
    return window.end.getTime() - window.start.getTime() === DAY_MS;
}
/**
 * The UTC hours (`YYYY-MM-DDTHH`) a part of a day touches: counts are kept per hour, so a range
 * that starts or ends inside an hour counts that whole hour.
 */
export function hoursOfWindow(window) {
    const hours = [];
    for (let at = Math.floor(window.start.getTime() / HOUR_MS) * HOUR_MS; at < window.end.getTime(); at += HOUR_MS) {
        hours.push(new Date(at).toISOString().slice(0, 13));
    }
    return hours;
}
/** Every UTC day the range touches, first to last, each clipped to the range. */
export function reportDayWindows({ from, to }) {
    const windows = [];
    const endOfRange = to.getTime() + 1;
    for (let dayStart = startOfUtcDay(from).getTime(); dayStart <= to.getTime(); dayStart += DAY_MS) {
        windows.push({
            date: new Date(dayStart).toISOString().slice(0, 10),
            start: new Date(Math.max(dayStart, from.getTime())),
            end: new Date(Math.min(dayStart + DAY_MS, endOfRange)),
        });
    }
    return windows;
}
export function parseEndDate(text) {
    const date = new Date(text);
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(date.getTime() + DAY_MS - 1) : date;
}
export function startOfUtcDay(date) {
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
//# sourceMappingURL=report-range.js.map