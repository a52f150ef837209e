import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { DeliveryLogEntry, OpenEndedListResponse, ReportSummary } from '@platform/contracts';
import { DeliveryLogListQueryDto } from './dto/delivery-log-list-query.dto.js';
import { ReportSummaryQueryDto } from './dto/report-summary-query.dto.js';
import { ReportsService } from './reports.service.js';

@ApiTags('reports')
@Controller('admin/reports')
export class ReportsController {
  constructor(private readonly reportsService: ReportsService) {}

  @Get('summary')
  summary(@Query() query: ReportSummaryQueryDto): Promise<ReportSummary> {
    return this.reportsService.summary(query);
  }

  @Get('logs')
  logs(@Query() query: DeliveryLogListQueryDto): Promise<OpenEndedListResponse<DeliveryLogEntry>> {
    return this.reportsService.logs(query);
  }
}
