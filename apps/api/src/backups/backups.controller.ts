import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BackupSummary, ListResponse, RestoreResponse } from '@platform/contracts';
import { PageQueryDto, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { BackupsService } from './backups.service.js';

@ApiTags('restore')
@Controller('admin')
export class BackupsController {
  constructor(private readonly backupsService: BackupsService) {}

  @Get('backups')
  async list(@Query() query: PageQueryDto): Promise<ListResponse<BackupSummary>> {
    const backups = await this.backupsService.list();
    const window = toPageWindow(query);
    return toListResponse(backups.slice(window.skip, window.skip + window.limit), backups.length, window);
  }

  @Post('backups')
  take(): Promise<BackupSummary> {
    return this.backupsService.take('manual');
  }

  /** Restores the newest backup; the data as it was just before is kept as a safety backup. */
  @Post('restore')
  @HttpCode(HttpStatus.OK)
  restore(): Promise<RestoreResponse> {
    return this.backupsService.restoreNewest();
  }
}
