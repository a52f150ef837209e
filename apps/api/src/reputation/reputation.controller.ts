import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'The review queue', description: 'Accounts the deliverability guard flagged for review or paused, each with its reason and rates, paged.' })
  @ApiOkResponse({ description: 'One page of the accounts in review or paused' })
  reviewQueue(@Query() query: ReviewQueueQueryDto): Promise<ListResponse<ReviewQueueItem>> {
    return this.standings.reviewQueue(query);
  }

  @Get(':userId')
  @ApiOperation({ summary: 'An account\'s reputation', description: 'Its standing and reason, its rates over the window (also per sending domain), the mail held while paused, its recent bounces and complaints, and every change of its standing with who and why.' })
  @ApiOkResponse({ description: 'The account\'s reputation in detail' })
  detail(@Param('userId', ParseObjectIdPipe) userId: string): Promise<AccountReputationDetail> {
    return this.standings.detail(new Types.ObjectId(userId));
  }

  /** Back to good standing: held mail is released and the figures so far are forgiven. */
  @Post(':userId/resume')
  @ApiOperation({ summary: 'Resume an account', description: 'Back to good standing, with the administrator\'s note on record: held mail is released and the figures so far are forgiven. 409 when the account is in good standing already.' })
  @ApiOkResponse({ description: 'The account\'s reputation after the resume' })
  @HttpCode(HttpStatus.OK)
  resume(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: StandingActionDto, @Res({ passthrough: true }) response: Response): Promise<AccountReputationDetail> {
    return this.standings.resume(new Types.ObjectId(userId), consoleActorOf(response), body.note);
  }

  @Post(':userId/pause')
  @ApiOperation({ summary: 'Pause an account', description: 'Refuses its submissions (403 / 550 5.7.1) and holds its queued mail until an administrator resumes it, with the note on record. 409 when it is paused already.' })
  @ApiOkResponse({ description: 'The account\'s reputation after the pause' })
  @HttpCode(HttpStatus.OK)
  pause(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: StandingActionDto, @Res({ passthrough: true }) response: Response): Promise<AccountReputationDetail> {
    return this.standings.pause(new Types.ObjectId(userId), consoleActorOf(response), body.note);
  }
}
