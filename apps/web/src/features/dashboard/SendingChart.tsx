import type { ReportDay } from '@platform/contracts';
import { lazy, Suspense } from 'react';

// chart.js is most of the console's weight: it loads only when there is something to draw.
const DeliveryChart = lazy(() => import('./DeliveryChart').then((module) => ({ default: module.DeliveryChart })));

/** Whether any day of the period counts a message: three lines flat at 0 say nothing a sentence would not. */
export function hasDeliveries(days: readonly ReportDay[]): boolean {
  return days.some((day) => day.total > 0 || day.delivered > 0 || day.bounced > 0 || ((day as Partial<ReportDay>).sent ?? 0) > 0);
}

/**
 * Sent, delivered and bounced per day, for the admin dashboard and the customer overview; a
 * period without any mail says so instead. `days` is undefined while it loads: the box keeps
 * the chart's height throughout, so nothing below it moves.
 */
export function SendingChart({ days }: { days: readonly ReportDay[] | undefined }) {
  if (!days) return <div className="delivery-chart" />;
  if (!hasDeliveries(days)) return <p className="delivery-chart delivery-chart--empty">No data for this period</p>;
  return (
    <Suspense fallback={<div className="delivery-chart" />}>
      <DeliveryChart days={days} />
    </Suspense>
  );
}
