import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SmtpSettingsResponse } from '@platform/contracts';
import { UpdateSmtpSettingsDto } from './dto/update-smtp-settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('admin/settings')
export class SettingsController {
  constructor(private readonly settingsService: SettingsService) {}

  @Get('smtp')
  getSmtp(): Promise<SmtpSettingsResponse> {
    return this.settingsService.getSmtp();
  }

  @Put('smtp')
  updateSmtp(@Body() body: UpdateSmtpSettingsDto): Promise<SmtpSettingsResponse> {
    return this.settingsService.updateSmtp(body);
  }
}
