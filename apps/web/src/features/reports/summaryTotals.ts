import type { ReportSummaryAnswer } from './api';

export interface DeliveryCounts {
  total: number;
  delivered: number;
  bounced: number;
}

const sumOf = (days: readonly DeliveryCounts[], field: keyof DeliveryCounts) => days.reduce((sum, day) => sum + (Number(day[field]) || 0), 0);

/**
 * The period's totals: the flat totals when the answer carries them, else the sum of its per-day
 * items (SPEC section 3 allows either shape).
 */
export function summaryTotals(summary: Pick<ReportSummaryAnswer, 'items' | 'total' | 'delivered' | 'bounced'>): DeliveryCounts {
  const { total, delivered, bounced, items = [] } = summary;
  if (typeof total === 'number' && typeof delivered === 'number' && typeof bounced === 'number') return { total, delivered, bounced };
  return { total: sumOf(items, 'total'), delivered: sumOf(items, 'delivered'), bounced: sumOf(items, 'bounced') };
}

/** The bounce rate in percent with two decimals: the server's, else worked out from the totals as the server does. */
export function summaryBounceRate(summary: ReportSummaryAnswer): number {
  if (typeof summary.bounce_rate === 'number') return summary.bounce_rate;
  const { total, bounced } = summaryTotals(summary);
  return total === 0 ? 0 : Math.round((bounced / total) * 10_000) / 100;
}

export interface SummaryPeriod {
  /** First and last day, as the reader's dates. */
  from: string;
  to: string;
}

const dayFormat: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * The days the totals cover: the answer's range, else its first and last per-day item (UTC
 * dates, shown as such); undefined when it carries neither, or dates no browser can read.
 */
export function summaryPeriod(summary: ReportSummaryAnswer): SummaryPeriod | undefined {
  const shown = (iso: string | undefined, timeZone?: string) => {
    const date = iso ? new Date(iso) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString(undefined, { ...dayFormat, timeZone }) : undefined;
  };
  const days = summary.items ?? [];
  const [from, to] =
    summary.date_from && summary.date_to
      ? [shown(summary.date_from), shown(summary.date_to)]
      : [shown(days[0]?.date, 'UTC'), shown(days.at(-1)?.date, 'UTC')];
  return from && to ? { from, to } : undefined;
}
