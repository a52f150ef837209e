import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LogRetentionSettings, SmtpSettingsResponse } from '@platform/contracts';
import { UpdateLogRetentionDto } from './dto/update-log-retention.dto.js';
import { UpdateSmtpSettingsDto } from './dto/update-smtp-settings.dto.js';
import { LogRetentionService } from './log-retention.service.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('admin/settings')
export class SettingsController {
  constructor(
    private readonly settingsService: SettingsService,
    private readonly logRetention: LogRetentionService,
  ) {}

  @Get('smtp')
  getSmtp(): Promise<SmtpSettingsResponse> {
    return this.settingsService.getSmtp();
  }

  @Put('smtp')
  updateSmtp(@Body() body: UpdateSmtpSettingsDto): Promise<SmtpSettingsResponse> {
    return this.settingsService.updateSmtp(body);
  }

  @Get('log-retention')
  getLogRetention(): Promise<LogRetentionSettings> {
    return this.logRetention.get();
  }

  @Put('log-retention')
  updateLogRetention(@Body() body: UpdateLogRetentionDto): Promise<LogRetentionSettings> {
    return this.logRetention.update(body);
  }
}
