import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, type AccountWarmup } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
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
  warmup(@Customer() scope: CustomerScope): Promise<AccountWarmup> {
    return this.warmups.warmupOf(scope.userId);
  }
}
