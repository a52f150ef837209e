import { BadRequestException } from '@nestjs/common';
import type { ReportSummaryQuery } from '@platform/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days in a range without dates: today (UTC) and the six before it. */
export const DEFAULT_REPORT_DAYS = 7;

/** Every day is counted by its own query (see ReportsService), so a range is kept to about a year. */
export const MAX_REPORT_DAYS = 366;

export interface ReportRange {
  from: Date;
  to: Date;
}

/** A UTC day of a report, as the half-open span [start, end) of it that lies within the range. */
export interface ReportDayWindow {
  /** YYYY-MM-DD (UTC). */
  date: string;
  start: Date;
  end: Date;
}

/**
 * The range a summary covers. Without dates: the last seven days, from the start of the UTC day
 * six days ago until now. Without date_from: the seven days ending at date_to; without date_to:
 * until now. A date_to without a time of day means the end of that day. The dates have been
 * checked as ISO 8601 already (see IsReportDate).
 */
export function resolveReportRange(query: ReportSummaryQuery, now: Date): ReportRange {
  const to = query.date_to ? parseEndDate(query.date_to) : now;
  const from = query.date_from ? new Date(query.date_from) : new Date(startOfUtcDay(to).getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  if (from > to) throw new BadRequestException(['date_from must not be after date_to']);
  const days = (startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) {
    throw new BadRequestException([`date_from and date_to must be at most ${MAX_REPORT_DAYS} days apart`]);
  }
  return { from, to };
}

/** Every UTC day the range touches, first to last, each clipped to the range. */
export function reportDayWindows({ from, to }: ReportRange): ReportDayWindow[] {
  const windows: ReportDayWindow[] = [];
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

export function parseEndDate(text: string): Date {
  const date = new Date(text);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(date.getTime() + DAY_MS - 1) : date;
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
