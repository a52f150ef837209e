import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { WARMUP_DEFAULTS, type WarmupSettings } from '@platform/contracts';
import { WarmupSettingsDto } from './dto/warmup.dtos.js';
import { WarmupSettingsService } from './warmup-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/warmup')
export class WarmupSettingsController {
  constructor(private readonly settings: WarmupSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'The warm-up parameters', description: 'Where warmed-up accounts start, how their quotas grow and fall each day, their ceilings, and whether new self-signed-up accounts are warmed up.' })
  @ApiOkResponse({ description: 'The parameters', schema: { example: WARMUP_DEFAULTS } })
  get(): Promise<WarmupSettings> {
    return this.settings.get();
  }

  @Put()
  @ApiOperation({ summary: 'Change the warm-up parameters', description: "Every field, as GET answers them. Applies from each account's next daily judgement on (the caps at once)." })
  @ApiOkResponse({ description: 'The parameters as saved', schema: { example: WARMUP_DEFAULTS } })
  update(@Body() body: WarmupSettingsDto): Promise<WarmupSettings> {
    return this.settings.update(body);
  }
}
