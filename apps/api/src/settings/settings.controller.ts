import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Global SMTP settings', description: 'The mail server platform mail goes through; the password is never answered.' })
  @ApiOkResponse({ description: 'The settings, without the password' })
  getSmtp(): Promise<SmtpSettingsResponse> {
    return this.settingsService.getSmtp();
  }

  @Put('smtp')
  @ApiOperation({ summary: 'Change the global SMTP settings', description: 'Host, port, security, credentials and sender of platform mail; a password left out keeps the stored one.' })
  @ApiOkResponse({ description: 'The settings as saved, without the password' })
  updateSmtp(@Body() body: UpdateSmtpSettingsDto): Promise<SmtpSettingsResponse> {
    return this.settingsService.updateSmtp(body);
  }

  @Get('log-retention')
  @ApiOperation({ summary: 'Log retention', description: 'How many days delivery logs, message bodies and events are kept.' })
  @ApiOkResponse({ description: 'The retention in days' })
  getLogRetention(): Promise<LogRetentionSettings> {
    return this.logRetention.get();
  }

  @Put('log-retention')
  @ApiOperation({ summary: 'Change the log retention', description: 'Days to keep logs, bodies and events; the next expiry pass applies it.' })
  @ApiOkResponse({ description: 'The retention as saved' })
  updateLogRetention(@Body() body: UpdateLogRetentionDto): Promise<LogRetentionSettings> {
    return this.logRetention.update(body);
  }
}
