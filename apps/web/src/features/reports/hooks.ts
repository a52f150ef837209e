import type { BounceReason, DeliveryLogListQuery, ReportSummaryQuery } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDeliveryLogs, fetchReportSummary } from './api';

/** Page size of the recent logs, on the dashboard and the reports screen (SPEC section 9). */
export const DELIVERY_LOGS_PAGE_SIZE = 10;

/** Every cache key of the reports feature; a restore refreshes them all through `all`. */
export const reportKeys = {
  all: ['reports'] as const,
  summary: (query: ReportSummaryQuery) => [...reportKeys.all, 'summary', query] as const,
  logs: (query: DeliveryLogListQuery) => [...reportKeys.all, 'logs', query] as const,
};

// Reports fail silently (SPEC section 8): no errorNotice in these queries' meta.

/** Totals and per-day counts; without a range the server reports its default period. */
export function useReportSummary(query: ReportSummaryQuery = {}) {
  return useQuery({
    queryKey: reportKeys.summary(query),
    queryFn: () => fetchReportSummary(query),
    // Every change of period reads again (SPEC section 2), also back to one shown a moment ago:
    // the figures keep moving while mail goes out. Cached figures show until the answer comes.
    staleTime: 0,
    // Keep the chart drawn while a period not read before loads.
    placeholderData: keepPreviousData,
  });
}

/** One page of the delivery log, newest first; with a recipient, the entries whose recipient starts with it; with a reason, the failures for it. */
export function useDeliveryLogs(page: number, recipient = '', reason: BounceReason | '' = '') {
  const query: DeliveryLogListQuery = { page, limit: DELIVERY_LOGS_PAGE_SIZE, ...(recipient && { recipient }), ...(reason && { bounce_reason: reason }) };
  return useQuery({
    queryKey: reportKeys.logs(query),
    queryFn: () => fetchDeliveryLogs(query),
    placeholderData: keepPreviousData,
  });
}
