import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REPUTATION_DEFAULTS, type ReputationSettings } from '@platform/contracts';
import { ReputationSettingsDto } from './dto/reputation.dtos.js';
import { ReputationSettingsService } from './reputation-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/reputation')
export class ReputationSettingsController {
  constructor(private readonly settings: ReputationSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Read the reputation lines', description: 'The deliverability guard\'s window, minimum volume, and review and pause lines for bounces and complaints.' })
  @ApiOkResponse({ description: 'The reputation lines', schema: { example: REPUTATION_DEFAULTS } })
  get(): Promise<ReputationSettings> {
    return this.settings.get();
  }

  /** Applies from the next judgement on; accounts already in review or paused stay so until an admin resumes them. */
  @Put()
  @ApiOperation({ summary: 'Set the reputation lines', description: 'Applies from the next judgement on; accounts already in review or paused stay so until an administrator resumes them.' })
  @ApiOkResponse({ description: 'The reputation lines as saved', schema: { example: REPUTATION_DEFAULTS } })
  update(@Body() body: ReputationSettingsDto): Promise<ReputationSettings> {
    return this.settings.update(body);
  }
}
