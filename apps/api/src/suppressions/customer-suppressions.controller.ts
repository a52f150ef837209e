import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, type CustomerSuppression, type ListResponse, type CreateSuppressionRequest } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { CustomerSuppressionsService } from './customer-suppressions.service.js';
import { CreateSuppressionDto, CustomerSuppressionListQueryDto } from './dto/customer-suppression.dto.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';

const EXAMPLE_SUPPRESSION: CustomerSuppression = {
  _id: '6650c0ffee00000000000e01',
  address: 'grace@example.org',
  reason: '550 5.1.1 <grace@example.org>: Recipient address rejected: User unknown',
  cause: 'bounce',
  bounce_reason: 'user_unknown',
  address_level: true,
  created_at: '2026-05-01T10:00:00.000Z',
};

/** The account's suppression list covers all its domains: keys limited to one domain are refused. */
@ApiTags('customer suppressions')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/suppressions')
@UseGuards(CustomerAuthGuard)
@WholeAccount()
export class CustomerSuppressionsController {
  constructor(private readonly suppressions: CustomerSuppressionsService) {}

  @Get()
  @ApiOperation({ summary: 'List the account\'s suppressed addresses', description: 'Addresses mail is refused to, with why (bounce, complaint, unsubscribe, added by hand), paged and searched.' })
  @ApiOkResponse({ description: 'A page of suppressed addresses', schema: { example: { items: [EXAMPLE_SUPPRESSION], total: 1, page: 1, limit: 20 } } })
  list(@Customer() scope: CustomerScope, @Query() query: CustomerSuppressionListQueryDto): Promise<ListResponse<CustomerSuppression>> {
    return this.suppressions.list(scope, query);
  }

  @Post()
  @ApiOperation({ summary: 'Suppress an address', description: 'Mail to the address is refused from now on (SMTP 550 5.1.1, HTTP 422).' })
  @ApiExampleBody<CreateSuppressionRequest>(CreateSuppressionDto, { address: 'no-more-mail@example.org', reason: 'Asked us by phone' })
  @ApiCreatedResponse({ description: 'The suppression', schema: { example: { ...EXAMPLE_SUPPRESSION, reason: 'Added by the account', cause: 'manual', bounce_reason: null, address_level: false } } })
  add(@Customer() scope: CustomerScope, @Body() body: CreateSuppressionDto): Promise<CustomerSuppression> {
    return this.suppressions.add(scope, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a suppression', description: 'Lets mail to the address through again.' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: 'No such suppression in this account' })
  remove(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<void> {
    return this.suppressions.remove(scope, id);
  }
}
