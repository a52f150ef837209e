var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { readOpenEndedPage, toOpenEndedListResponse } from '../common/open-ended-page.js';
import { startsWithPattern, toPageWindow } from '../common/page-query.dto.js';
import { toDeliveryLogResponse } from './delivery-log-response.js';
import { DeliveryLogRecord } from './delivery-log.schema.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { LogRetentionService } from '../settings/log-retention.service.js';
import { hoursOfWindow, isWholeDay, reportDayWindows, resolveReportRange } from './report-range.js';
let ReportsService = class ReportsService {
    deliveryLogs;
    rollups;
    retention;
    constructor(deliveryLogs, rollups, retention) {
        this.deliveryLogs = deliveryLogs;
        this.rollups = rollups;
        this.retention = retention;
    }
    /**
     * Per-day counts of the delivery outcomes for every UTC day of the range, days without any
     * included, and the totals: total is every outcome (delivered, deferred, bounced, failed); a
     * day's sent is the messages accepted, as the customer's overview counts them.
     */
    async summary(query) {
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
    async logs(query) {
        const filter = {};
        if (query.status)
            filter.status = query.status;
        if (query.bounce_reason)
            filter.bounce_reason = query.bounce_reason;
        if (query.domain)
            filter.domain = query.domain;
        if (query.user_id)
            filter.user_id = new Types.ObjectId(query.user_id);
        const recipient = query.recipient?.trim();
        if (recipient)
            filter.to_lower = startsWithPattern(recipient);
        const newestFirst = { created_at: -1, _id: -1 };
        const sort = recipient ? { to_lower: 1, ...newestFirst } : newestFirst;
        const window = toPageWindow(query);
        const page = await readOpenEndedPage(this.deliveryLogs, filter, sort, window);
        return toOpenEndedListResponse(page, page.documents.map(toDeliveryLogResponse), window);
    }
    /**
     * The platform's rollups: a whole day from its month's document, a day the range cuts from the
     * hours it touches (its day's document). A month's range reads about four documents.
     */
    async countDays(range) {
        const windows = reportDayWindows(range);
        const wholeDays = windows.filter(isWholeDay).map((window) => window.date);
        const partHours = windows.filter((window) => !isWholeDay(window)).map((window) => hoursOfWindow(window));
        const [dayCounts, hourCounts] = await Promise.all([this.rollups.dayCounts('all', wholeDays), this.rollups.hourCounts(partHours.flat())]);
        const countsOf = new Map(wholeDays.map((date, index) => [date, [dayCounts[index]]]));
        let next = 0;
        for (const hours of partHours)
            countsOf.set(hours[0].slice(0, 10), hourCounts.slice(next, (next += hours.length)));
        return windows.map((window) => {
            const day = { date: window.date, sent: 0, total: 0, delivered: 0, bounced: 0 };
            for (const counts of countsOf.get(window.date) ?? []) {
                day.sent += counts.accepted;
                day.total += counts.delivered + counts.deferred + counts.bounced + counts.failed;
                day.delivered += counts.delivered;
                day.bounced += counts.bounced;
            }
            return day;
        });
    }
};
ReportsService = __decorate([
    Injectable(),
    __param(0, InjectModel(DeliveryLogRecord.name)),
    __metadata("design:paramtypes", [Function, RollupsService,
        LogRetentionService])
], ReportsService);
export { ReportsService };
function sum(days, field) {
    return days.reduce((total, day) => total + day[field], 0);
}
//# sourceMappingURL=reports.service.js.map