import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BackupSummary, ListResponse, RestoreResponse } from '@platform/contracts';
import { PageQueryDto, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { BackupsService } from './backups.service.js';

@ApiTags('restore')
@Controller('admin')
export class BackupsController {
  constructor(private readonly backupsService: BackupsService) {}

  @Get('backups')
  @ApiOperation({ summary: 'List backups', description: 'The backups in DATA_DIR/backups, newest first, with their size and whether they were scheduled, taken by hand or kept before a restore.' })
  @ApiOkResponse({ description: 'A page of backups' })
  async list(@Query() query: PageQueryDto): Promise<ListResponse<BackupSummary>> {
    const backups = await this.backupsService.list();
    const window = toPageWindow(query);
    return toListResponse(backups.slice(window.skip, window.skip + window.limit), backups.length, window);
  }

  @Post('backups')
  @ApiOperation({ summary: 'Take a backup now', description: 'Writes a compressed copy of the database into DATA_DIR/backups; the oldest beyond BACKUP_KEEP are removed.' })
  @ApiCreatedResponse({ description: 'The backup taken' })
  take(): Promise<BackupSummary> {
    return this.backupsService.take('manual');
  }

  /** Restores the newest backup; the data as it was just before is kept as a safety backup. */
  @Post('restore')
  @ApiOperation({ summary: 'Restore the newest backup', description: 'Replaces the data with the newest backup; the data as it was just before is kept as a safety backup first.' })
  @ApiOkResponse({ description: 'Restored: which backup, and the safety backup of the data before' })
  @HttpCode(HttpStatus.OK)
  restore(): Promise<RestoreResponse> {
    return this.backupsService.restoreNewest();
  }
}
