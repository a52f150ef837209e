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
import type { RollupCounts } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { LogRetentionService } from '../settings/log-retention.service.js';
import { hoursOfWindow, isWholeDay, reportDayWindows, resolveReportRange, type ReportRange } from './report-range.js';

@Injectable()
export class ReportsService {
  constructor(
    @InjectModel(DeliveryLogRecord.name) private readonly deliveryLogs: Model<DeliveryLogRecord>,
    private readonly rollups: RollupsService,
    private readonly retention: LogRetentionService,
  ) {}

  /**
   * Per-day counts of the delivery outcomes for every UTC day of the range, days without any
   * included, and the totals: total is every outcome (delivered, deferred, bounced, failed); a
   * day's sent is the messages accepted, as the customer's overview counts them.
   */
  async summary(query: ReportSummaryQueryDto): Promise<ReportSummary> {
    const range = resolveReportRange(query, new Date(), await this.retention.days());
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
    if (query.bounce_reason) filter.bounce_reason = query.bounce_reason;
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
   * The platform's rollups: a whole day from its month's document, a day the range cuts from the
   * hours it touches (its day's document). A month's range reads about four documents.
   */
  private async countDays(range: ReportRange): Promise<ReportDay[]> {
    const windows = reportDayWindows(range);
    const wholeDays = windows.filter(isWholeDay).map((window) => window.date);
    const partHours = windows.filter((window) => !isWholeDay(window)).map((window) => hoursOfWindow(window));
    const [dayCounts, hourCounts] = await Promise.all([this.rollups.dayCounts('all', wholeDays), this.rollups.hourCounts(partHours.flat())]);
    const countsOf = new Map<string, RollupCounts[]>(wholeDays.map((date, index) => [date, [dayCounts[index]]]));
    let next = 0;
    for (const hours of partHours) countsOf.set(hours[0].slice(0, 10), hourCounts.slice(next, (next += hours.length)));
    return windows.map((window) => {
      const day: ReportDay = { date: window.date, sent: 0, total: 0, delivered: 0, bounced: 0 };
      for (const counts of countsOf.get(window.date) ?? []) {
        day.sent += counts.accepted;
        day.total += counts.delivered + counts.deferred + counts.bounced + counts.failed;
        day.delivered += counts.delivered;
        day.bounced += counts.bounced;
      }
      return day;
    });
  }

}

function sum(days: ReportDay[], field: 'total' | 'delivered' | 'bounced'): number {
  return days.reduce((total, day) => total + day[field], 0);
}
