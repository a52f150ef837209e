import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Types } from 'mongoose';
import type { AccountWarmup } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { WarmupToggleDto } from './dto/warmup.dtos.js';
import { EXAMPLE_WARMUP } from './warmup-example.js';
import { WarmupQuotasService } from './warmup-quotas.service.js';

/** One account's warm-up for the admin (the user panel), and starting or ending it. */
@ApiTags('warm-up')
@Controller('admin/warmup')
export class WarmupController {
  constructor(private readonly warmups: WarmupQuotasService) {}

  @Get(':userId')
  @ApiOperation({ summary: "An account's warm-up", description: 'Its quotas, their use this hour and today, when they last changed and why, and when they grow next (the user panel).' })
  @ApiOkResponse({ description: 'The warm-up', schema: { example: EXAMPLE_WARMUP } })
  warmup(@Param('userId', ParseObjectIdPipe) userId: string): Promise<AccountWarmup> {
    return this.warmups.warmupOf(new Types.ObjectId(userId));
  }

  @Put(':userId')
  @ApiOperation({ summary: "Start or end an account's warm-up", description: "enabled: true starts it again from the start quotas; false ends it (only the plan's daily cap is left)." })
  @ApiOkResponse({ description: 'The warm-up as it now stands', schema: { example: EXAMPLE_WARMUP } })
  toggle(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: WarmupToggleDto): Promise<AccountWarmup> {
    return this.warmups.setEnabled(new Types.ObjectId(userId), body.enabled);
  }
}
