import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_PERIOD_DAYS, REPORT_PERIODS, reportRangeForPeriod } from './reportPeriod';

// Local times, as the reader's browser sees them: the range follows the reader's days.
const afternoon = new Date(2024, 2, 10, 15, 30, 12);
const endOfTenthOfMarch = new Date(2024, 2, 10, 23, 59, 59, 999).toISOString();

describe('report periods', () => {
  it('offers 1 day, 2 days, 7 days (the default) and 1 month of 30 days', () => {
    expect(REPORT_PERIODS.map((period) => [period.days, period.label])).toEqual([
      [1, '1 day'],
      [2, '2 days'],
      [7, '7 days'],
      [30, '1 month'],
    ]);
    expect(DEFAULT_REPORT_PERIOD_DAYS).toBe(7);
  });

  it('runs 1 day from the start of today to the end of today', () => {
    expect(reportRangeForPeriod(1, afternoon)).toEqual({
      date_from: new Date(2024, 2, 10).toISOString(),
      date_to: endOfTenthOfMarch,
    });
  });

  it('runs 7 days from the start of the day 6 days ago to the end of today', () => {
    expect(reportRangeForPeriod(7, afternoon)).toEqual({
      date_from: new Date(2024, 2, 4).toISOString(),
      date_to: endOfTenthOfMarch,
    });
  });

  it('runs 30 days back across the start of the month (and February 29th)', () => {
    expect(reportRangeForPeriod(30, afternoon).date_from).toBe(new Date(2024, 1, 10).toISOString());
  });

  it('gives the same range all day long, so the chart is not re-read for each render', () => {
    const justAfterMidnight = new Date(2024, 2, 10, 0, 0, 1);
    const justBeforeMidnight = new Date(2024, 2, 10, 23, 59, 59);
    expect(reportRangeForPeriod(2, justAfterMidnight)).toEqual(reportRangeForPeriod(2, justBeforeMidnight));
  });
});
