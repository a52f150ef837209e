import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, type ProductionAccess } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { ProductionAccessRequestDto } from './dto/production-access.dtos.js';
import { ProductionAccessService } from './production-access.service.js';

/** The customer's production access: sandboxed or production, the sandbox's limits, and the request for access. */
@ApiTags('customer account')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/production-access')
@UseGuards(CustomerAuthGuard)
@WholeAccount()
export class CustomerProductionAccessController {
  constructor(private readonly access: ProductionAccessService) {}

  @Get()
  state(@Customer() scope: CustomerScope): Promise<ProductionAccess> {
    return this.access.accessOf(scope.userId);
  }

  /** Lands in the admin's requests list; 409 while one is pending or once access is granted. */
  @Post('request')
  request(@Customer() scope: CustomerScope, @Body() body: ProductionAccessRequestDto): Promise<ProductionAccess> {
    return this.access.request(scope.userId, scope.user.email, body);
  }
}
