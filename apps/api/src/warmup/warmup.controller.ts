import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Types } from 'mongoose';
import type { AccountWarmup } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { WarmupToggleDto } from './dto/warmup.dtos.js';
import { WarmupQuotasService } from './warmup-quotas.service.js';

/** One account's warm-up for the admin (the user panel), and starting or ending it. */
@ApiTags('warm-up')
@Controller('admin/warmup')
export class WarmupController {
  constructor(private readonly warmups: WarmupQuotasService) {}

  @Get(':userId')
  warmup(@Param('userId', ParseObjectIdPipe) userId: string): Promise<AccountWarmup> {
    return this.warmups.warmupOf(new Types.ObjectId(userId));
  }

  /** enabled: true starts again from the start quotas; false ends the warm-up (only the plan's cap is left). */
  @Put(':userId')
  toggle(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: WarmupToggleDto): Promise<AccountWarmup> {
    return this.warmups.setEnabled(new Types.ObjectId(userId), body.enabled);
  }
}
