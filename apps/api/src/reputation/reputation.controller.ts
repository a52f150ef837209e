import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Types } from 'mongoose';
import type { AccountReputationDetail, ListResponse, ReviewQueueItem } from '@platform/contracts';
import { consoleActorOf } from '../common/admin-token.middleware.js';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { AccountStandingsService } from './account-standings.service.js';
import { ReviewQueueQueryDto, StandingActionDto } from './dto/reputation.dtos.js';

/** The admin review queue and each account's reputation, with the resume and pause actions. */
@ApiTags('reputation')
@Controller('admin/reputation')
export class ReputationController {
  constructor(private readonly standings: AccountStandingsService) {}

  @Get()
  reviewQueue(@Query() query: ReviewQueueQueryDto): Promise<ListResponse<ReviewQueueItem>> {
    return this.standings.reviewQueue(query);
  }

  @Get(':userId')
  detail(@Param('userId', ParseObjectIdPipe) userId: string): Promise<AccountReputationDetail> {
    return this.standings.detail(new Types.ObjectId(userId));
  }

  /** Back to good standing: held mail is released and the figures so far are forgiven. */
  @Post(':userId/resume')
  @HttpCode(HttpStatus.OK)
  resume(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: StandingActionDto, @Res({ passthrough: true }) response: Response): Promise<AccountReputationDetail> {
    return this.standings.resume(new Types.ObjectId(userId), consoleActorOf(response), body.note);
  }

  @Post(':userId/pause')
  @HttpCode(HttpStatus.OK)
  pause(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: StandingActionDto, @Res({ passthrough: true }) response: Response): Promise<AccountReputationDetail> {
    return this.standings.pause(new Types.ObjectId(userId), consoleActorOf(response), body.note);
  }
}
