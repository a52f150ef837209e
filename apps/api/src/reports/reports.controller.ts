import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeliveryLogEntry, OpenEndedListResponse, ReportSummary } from '@platform/contracts';
import { DeliveryLogListQueryDto } from './dto/delivery-log-list-query.dto.js';
import { ReportSummaryQueryDto } from './dto/report-summary-query.dto.js';
import { ReportsService } from './reports.service.js';

@ApiTags('reports')
@Controller('admin/reports')
export class ReportsController {
  constructor(private readonly reportsService: ReportsService) {}

  @Get('summary')
  @ApiOperation({ summary: 'Delivery summary over a date range', description: 'Totals and per-day counts of delivered, bounced, deferred and failed attempts between date_from and date_to (default: the last 7 days).' })
  @ApiOkResponse({ description: 'Totals and per-day counts of the range' })
  summary(@Query() query: ReportSummaryQueryDto): Promise<ReportSummary> {
    return this.reportsService.summary(query);
  }

  @Get('logs')
  @ApiOperation({ summary: 'Delivery log', description: 'Delivery attempts, newest first, paged and filtered by status, domain, recipient and dates.' })
  @ApiOkResponse({ description: 'A page of delivery attempts' })
  logs(@Query() query: DeliveryLogListQueryDto): Promise<OpenEndedListResponse<DeliveryLogEntry>> {
    return this.reportsService.logs(query);
  }
}
