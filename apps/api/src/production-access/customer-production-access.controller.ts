import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, type ProductionAccess } from '@platform/contracts';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { ProductionAccessRequestDto } from './dto/production-access.dtos.js';
import { PRODUCTION_ACCESS_EXAMPLE } from './production-access.examples.js';
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
  @ApiOperation({
    summary: 'Production access',
    description: "Sandboxed (only your own address, your domains' postmaster@ and the mailbox simulator, within the sandbox's limits) or production, the automatic grant's rule, and your request with its answer.",
  })
  @ApiOkResponse({ description: 'Your production access', schema: { example: PRODUCTION_ACCESS_EXAMPLE } })
  state(@Customer() scope: CustomerScope): Promise<ProductionAccess> {
    return this.access.accessOf(scope.userId);
  }

  /** Lands in the admin's requests list; 409 while one is pending or once access is granted. */
  @Post('request')
  @ApiOperation({ summary: 'Request production access', description: "Lands in the administrators' review queue. 409 while one is pending or once access is granted." })
  @ApiExampleBody(ProductionAccessRequestDto, { use_case: 'Order confirmations and receipts of our web shop', expected_volume: 5000 })
  @ApiCreatedResponse({ description: 'Your production access with the pending request', schema: { example: PRODUCTION_ACCESS_EXAMPLE } })
  request(@Customer() scope: CustomerScope, @Body() body: ProductionAccessRequestDto): Promise<ProductionAccess> {
    return this.access.request(scope.userId, scope.user.email, body);
  }
}
