import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, type AccountReputation } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { AccountStandingsService } from './account-standings.service.js';

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
  reputation(@Customer() scope: CustomerScope): Promise<AccountReputation> {
    return this.standings.reputationOf(scope.userId);
  }
}
