import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, REPUTATION_DEFAULTS, type AccountReputation } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { AccountStandingsService } from './account-standings.service.js';

const EXAMPLE_REPUTATION: AccountReputation = {
  user_id: '6650c0ffee00000000000a01',
  standing: 'good',
  reason: '',
  changed_at: null,
  figures: { window_days: 7, sent: 1250, hard_bounced: 9, complained: 0, bounce_rate: 0.72, complaint_rate: 0, judged: true },
  lines: {
    review_bounce_rate: REPUTATION_DEFAULTS.review_bounce_rate,
    review_complaint_rate: REPUTATION_DEFAULTS.review_complaint_rate,
    pause_bounce_rate: REPUTATION_DEFAULTS.pause_bounce_rate,
    pause_complaint_rate: REPUTATION_DEFAULTS.pause_complaint_rate,
    min_volume: REPUTATION_DEFAULTS.min_volume,
  },
};

/** The customer's own reputation: its rates against the lines, and whether it is in review or paused. */
@ApiTags('customer account')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/reputation')
@UseGuards(CustomerAuthGuard)
@WholeAccount()
export class CustomerReputationController {
  constructor(private readonly standings: AccountStandingsService) {}

  @Get()
  @ApiOperation({
    summary: 'Your reputation',
    description: 'Your hard-bounce and complaint rates over the window against the review and pause lines, and your standing: in review, the platform\'s administrators look at your sending; paused, submissions are refused and queued mail waits until they resume it.',
  })
  @ApiOkResponse({ description: 'Your standing, rates and lines', schema: { example: EXAMPLE_REPUTATION } })
  reputation(@Customer() scope: CustomerScope): Promise<AccountReputation> {
    return this.standings.reputationOf(scope.userId);
  }
}
