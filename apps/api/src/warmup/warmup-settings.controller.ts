import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { WARMUP_DEFAULTS, type WarmupSettings } from '@platform/contracts';
import { WarmupSettingsDto } from './dto/warmup.dtos.js';
import { WarmupSettingsService } from './warmup-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/warmup')
export class WarmupSettingsController {
  constructor(private readonly settings: WarmupSettingsService) {}

  @Get()
  @ApiOkResponse({ schema: { example: WARMUP_DEFAULTS } })
  get(): Promise<WarmupSettings> {
    return this.settings.get();
  }

  /** Applies from each account's next daily judgement on (the caps at once). */
  @Put()
  @ApiOkResponse({ schema: { example: WARMUP_DEFAULTS } })
  update(@Body() body: WarmupSettingsDto): Promise<WarmupSettings> {
    return this.settings.update(body);
  }
}
