import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { REPUTATION_DEFAULTS, type ReputationSettings } from '@platform/contracts';
import { ReputationSettingsDto } from './dto/reputation.dtos.js';
import { ReputationSettingsService } from './reputation-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/reputation')
export class ReputationSettingsController {
  constructor(private readonly settings: ReputationSettingsService) {}

  @Get()
  @ApiOkResponse({ schema: { example: REPUTATION_DEFAULTS } })
  get(): Promise<ReputationSettings> {
    return this.settings.get();
  }

  /** Applies from the next judgement on; accounts already in review or paused stay so until an admin resumes them. */
  @Put()
  @ApiOkResponse({ schema: { example: REPUTATION_DEFAULTS } })
  update(@Body() body: ReputationSettingsDto): Promise<ReputationSettings> {
    return this.settings.update(body);
  }
}
