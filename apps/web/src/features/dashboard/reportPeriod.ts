import type { ReportSummaryQuery } from '@platform/contracts';

/** The dashboard's chart periods (SPEC section 9), in days. */
export const REPORT_PERIODS = [
  { days: 1, label: '1 day' },
  { days: 2, label: '2 days' },
  { days: 7, label: '7 days' },
  { days: 30, label: '1 month' },
] as const;

export type ReportPeriodDays = (typeof REPORT_PERIODS)[number]['days'];

export const DEFAULT_REPORT_PERIOD_DAYS: ReportPeriodDays = 7;

/**
 * The range a period covers (SPEC section 7): from the start of the day `days - 1` days ago to
 * the end of today, in the reader's time zone. Both ends stay the same all day, so the query key
 * built from them does too.
 */
export function reportRangeForPeriod(days: number, now: Date = new Date()): Required<ReportSummaryQuery> {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  const endOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, -1);
  return { date_from: start.toISOString(), date_to: endOfToday.toISOString() };
}
