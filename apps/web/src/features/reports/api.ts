import type { DeliveryLogEntry, DeliveryLogListQuery, ListResponse, ReportSummary, ReportSummaryQuery } from '@platform/contracts';
import { api } from '../../lib/api';

export async function fetchReportSummary(query: ReportSummaryQuery): Promise<ReportSummary> {
  const response = await api.get<ReportSummary>('/api/admin/reports/summary', { params: query });
  return response.data;
}

export async function fetchDeliveryLogs(query: DeliveryLogListQuery): Promise<ListResponse<DeliveryLogEntry>> {
  const response = await api.get<ListResponse<DeliveryLogEntry>>('/api/admin/reports/logs', { params: query });
  return response.data;
}
