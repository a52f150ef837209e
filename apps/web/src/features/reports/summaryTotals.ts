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
