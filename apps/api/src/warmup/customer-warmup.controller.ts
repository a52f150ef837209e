import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, type AccountWarmup } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { EXAMPLE_WARMUP } from './warmup-example.js';
import { WarmupQuotasService } from './warmup-quotas.service.js';

/** The customer's own warm-up: its quotas, this hour's and today's use, and when they grow next. */
@ApiTags('customer account')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/warmup')
@UseGuards(CustomerAuthGuard)
@WholeAccount()
export class CustomerWarmupController {
  constructor(private readonly warmups: WarmupQuotasService) {}

  @Get()
  @ApiOperation({
    summary: "The account's warm-up quotas",
    description:
      'A warmed-up account may send up to hourly_limit messages an hour and daily_limit a day (UTC); over either, a submission is refused with HTTP 429 and Retry-After (SMTP 451 4.7.1). The limits grow on each UTC day the account sends with its rates under the reputation review line, and fall when they reach it. warming_up false: only the plan\'s daily cap applies.',
  })
  @ApiOkResponse({ description: 'The quotas, their use this hour and today, and when they grow next', schema: { example: EXAMPLE_WARMUP } })
  warmup(@Customer() scope: CustomerScope): Promise<AccountWarmup> {
    return this.warmups.warmupOf(scope.userId);
  }
}
