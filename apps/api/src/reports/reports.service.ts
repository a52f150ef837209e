import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type QueryFilter, type SortOrder } from 'mongoose';
import type { DeliveryLogEntry, OpenEndedListResponse, ReportDay, ReportSummary } from '@platform/contracts';
import { readOpenEndedPage, toOpenEndedListResponse } from '../common/open-ended-page.js';
import { startsWithPattern, toPageWindow } from '../common/page-query.dto.js';
import { toDeliveryLogResponse } from './delivery-log-response.js';
import { DeliveryLogRecord, type DeliveryLogDocument } from './delivery-log.schema.js';
import type { DeliveryLogListQueryDto } from './dto/delivery-log-list-query.dto.js';
import type { ReportSummaryQueryDto } from './dto/report-summary-query.dto.js';
import { reportDayWindows, resolveReportRange, type ReportRange } from './report-range.js';

@Injectable()
export class ReportsService {
  constructor(@InjectModel(DeliveryLogRecord.name) private readonly deliveryLogs: Model<DeliveryLogRecord>) {}

  /** Per-day counts for every UTC day of the range, days without entries included, and the totals. */
  async summary(query: ReportSummaryQueryDto): Promise<ReportSummary> {
    const range = resolveReportRange(query, new Date());
    const items = await this.countDays(range);
    const total = sum(items, 'total');
    const delivered = sum(items, 'delivered');
    const bounced = sum(items, 'bounced');
    return {
      items,
      total,
      delivered,
      bounced,
      bounce_rate: total === 0 ? 0 : Math.round((bounced / total) * 10_000) / 100,
      date_from: range.from.toISOString(),
      date_to: range.to.toISOString(),
    };
  }

  async logs(query: DeliveryLogListQueryDto): Promise<OpenEndedListResponse<DeliveryLogEntry>> {
    const filter: QueryFilter<DeliveryLogRecord> = {};
    if (query.status) filter.status = query.status;
    if (query.domain) filter.domain = query.domain;
    if (query.user_id) filter.user_id = new Types.ObjectId(query.user_id);
    const recipient = query.recipient?.trim();
    if (recipient) filter.to_lower = startsWithPattern(recipient);
    const newestFirst: Record<string, SortOrder> = { created_at: -1, _id: -1 };
    const sort = recipient ? { to_lower: 1 as const, ...newestFirst } : newestFirst;
    const window = toPageWindow(query);
    const page = await readOpenEndedPage<DeliveryLogRecord, DeliveryLogDocument>(this.deliveryLogs, filter, sort, window);
    return toOpenEndedListResponse(page, page.documents.map(toDeliveryLogResponse), window);
  }

  /**
   * One pass over the range's entries, counted per UTC day here: FerretDB 1.24 implements no date
   * operators in $group ($dateToString, $dateTrunc...), and one query per day would read the
   * collection once per day on a server that cannot use the created_at index (FerretDB again).
   */
  private async countDays(range: ReportRange): Promise<ReportDay[]> {
    const days = new Map(reportDayWindows(range).map((day) => [day.date, { date: day.date, total: 0, delivered: 0, bounced: 0 }]));
    const entries = this.deliveryLogs
      .find({ created_at: { $gte: range.from, $lte: range.to } }, { _id: 0, created_at: 1, status: 1 })
      .lean()
      .cursor({ batchSize: 5_000 });
    for await (const entry of entries) {
      const day = days.get(entry.created_at.toISOString().slice(0, 10));
      if (!day) continue;
      day.total += 1;
      if (entry.status === 'delivered') day.delivered += 1;
      else if (entry.status === 'bounced') day.bounced += 1;
    }
    return [...days.values()];
  }
}

function sum(days: ReportDay[], field: 'total' | 'delivered' | 'bounced'): number {
  return days.reduce((total, day) => total + day[field], 0);
}
