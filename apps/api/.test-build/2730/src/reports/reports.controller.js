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
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DeliveryLogListQueryDto } from './dto/delivery-log-list-query.dto.js';
import { ReportSummaryQueryDto } from './dto/report-summary-query.dto.js';
import { ReportsService } from './reports.service.js';
let ReportsController = class ReportsController {
    reportsService;
    constructor(reportsService) {
        this.reportsService = reportsService;
    }
    summary(query) {
        return this.reportsService.summary(query);
    }
    logs(query) {
        return this.reportsService.logs(query);
    }
};
__decorate([
    Get('summary'),
    ApiOperation({ summary: 'Delivery summary over a date range', description: 'Totals and per-day counts of delivered, bounced, deferred and failed attempts between date_from and date_to (default: the last 7 days).' }),
    ApiOkResponse({ description: 'Totals and per-day counts of the range' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ReportSummaryQueryDto]),
    __metadata("design:returntype", Promise)
], ReportsController.prototype, "summary", null);
__decorate([
    Get('logs'),
    ApiOperation({ summary: 'Delivery log', description: 'Delivery attempts, newest first, paged and filtered by status, domain, recipient and dates.' }),
    ApiOkResponse({ description: 'A page of delivery attempts' }),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [DeliveryLogListQueryDto]),
    __metadata("design:returntype", Promise)
], ReportsController.prototype, "logs", null);
ReportsController = __decorate([
    ApiTags('reports'),
    Controller('admin/reports'),
    __metadata("design:paramtypes", [ReportsService])
], ReportsController);
export { ReportsController };
//# sourceMappingURL=reports.controller.js.map