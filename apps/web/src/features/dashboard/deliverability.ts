import type { DeliveryCounts } from '../reports/summaryTotals';

export interface Deliverability {
  /** Delivered among all messages, in whole percent ("success"). */
  successPercent: number;
  bouncedPercent: number;
}

function wholePercent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** SPEC section 2: whole percentages, 0 when nothing was sent. */
export function deliverabilityOf({ total, delivered, bounced }: DeliveryCounts): Deliverability {
  return { successPercent: wholePercent(delivered, total), bouncedPercent: wholePercent(bounced, total) };
}
