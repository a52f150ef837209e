import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type QueryFilter } from 'mongoose';
import type { DeliveryLogEntry, ListResponse, LogStatus, ReportDay, ReportSummary } from '@platform/contracts';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { toDeliveryLogResponse } from './delivery-log-response.js';
import { DeliveryLogRecord } from './delivery-log.schema.js';
import type { DeliveryLogListQueryDto } from './dto/delivery-log-list-query.dto.js';
import type { ReportSummaryQueryDto } from './dto/report-summary-query.dto.js';
import { reportDayWindows, resolveReportRange, type ReportDayWindow } from './report-range.js';

@Injectable()
export class ReportsService {
  constructor(@InjectModel(DeliveryLogRecord.name) private readonly deliveryLogs: Model<DeliveryLogRecord>) {}

  /** Per-day counts for every UTC day of the range, days without entries included, and the totals. */
  async summary(query: ReportSummaryQueryDto): Promise<ReportSummary> {
    const range = resolveReportRange(query, new Date());
    const items = await Promise.all(reportDayWindows(range).map((day) => this.countDay(day)));
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

  async logs(query: DeliveryLogListQueryDto): Promise<ListResponse<DeliveryLogEntry>> {
    const filter: QueryFilter<DeliveryLogRecord> = {};
    if (query.status) filter.status = query.status;
    if (query.domain) filter.domain = query.domain;
    if (query.user_id) filter.user_id = new Types.ObjectId(query.user_id);
    const window = toPageWindow(query);
    const [documents, total] = await Promise.all([
      this.deliveryLogs.find(filter).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
      this.deliveryLogs.countDocuments(filter).exec(),
    ]);
    return toListResponse(documents.map(toDeliveryLogResponse), total, window);
  }

  /**
   * One query per day, grouped by status only: FerretDB 1.24 implements no date operators
   * ($dateToString, $dateTrunc, $year...) in $group, so days cannot be grouped in one pipeline.
   */
  private async countDay(day: ReportDayWindow): Promise<ReportDay> {
    const counts = await this.deliveryLogs
      .aggregate<{ _id: LogStatus; count: number }>([
        { $match: { created_at: { $gte: day.start, $lt: day.end } } },
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ])
      .exec();
    const countOf = (status: LogStatus) => counts.find((row) => row._id === status)?.count ?? 0;
    return {
      date: day.date,
      total: counts.reduce((total, row) => total + row.count, 0),
      delivered: countOf('delivered'),
      bounced: countOf('bounced'),
    };
  }
}

function sum(days: ReportDay[], field: 'total' | 'delivered' | 'bounced'): number {
  return days.reduce((total, day) => total + day[field], 0);
}
