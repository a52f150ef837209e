import type { DeliveryLogEntry, DeliveryLogListQuery, OpenEndedListResponse, ReportSummary, ReportSummaryQuery } from '@platform/contracts';
import { api } from '../../lib/api';
import type { Recipients } from '../../lib/formatRecipients';

/**
 * A log entry as the console reads it. This API logs one entry per recipient, but SPEC section 3
 * lets `to` be a list of a message's recipients, so the screens read either.
 */
export type LoggedDelivery = Omit<DeliveryLogEntry, 'to'> & { to: Recipients };

/**
 * The summary as the console reads it. This API sends everything, but SPEC section 3 allows
 * per-day items alone or flat totals alone, without the period or the bounce rate;
 * summaryTotals.ts reads the totals, the rate and the period from whatever came.
 */
export type ReportSummaryAnswer = Partial<ReportSummary>;

export async function fetchReportSummary(query: ReportSummaryQuery): Promise<ReportSummaryAnswer> {
  const response = await api.get<ReportSummaryAnswer>('/api/admin/reports/summary', { params: query });
  return response.data;
}

export async function fetchDeliveryLogs(query: DeliveryLogListQuery): Promise<OpenEndedListResponse<LoggedDelivery>> {
  const response = await api.get<OpenEndedListResponse<LoggedDelivery>>('/api/admin/reports/logs', { params: query });
  return response.data;
}
