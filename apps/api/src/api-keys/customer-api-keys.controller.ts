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
import {
  CUSTOMER_SESSION_COOKIE,
  type ApiKey,
  type ApiKeyCreatedResponse,
  type ListResponse,
  type CreateApiKeyRequest,
} from '@platform/contracts';
import { toPageWindow } from '../common/page-query.dto.js';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyListQueryDto, CreateApiKeyDto } from './dto/create-api-key.dto.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';

const EXAMPLE_KEY: ApiKey = {
  _id: '6650c0ffee00000000000a01',
  name: 'Newsletter server',
  scope: 'sending',
  domain_id: '6650c0ffee00000000000d01',
  domain: 'mail.example.com',
  key_prefix: 'key_6650c0ff…',
  created_at: '2026-05-01T10:00:00.000Z',
  last_used_at: null,
};

@ApiTags('customer API keys')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/api-keys')
@UseGuards(CustomerAuthGuard)
@WholeAccount()
export class CustomerApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: 'List the account\'s API keys', description: 'Named keys of the account, newest first, without their secrets (the primary key shows as its prefix).' })
  @ApiOkResponse({ description: 'A page of API keys', schema: { example: { items: [EXAMPLE_KEY], total: 1, page: 1, limit: 20 } } })
  list(@Customer() scope: CustomerScope, @Query() query: ApiKeyListQueryDto): Promise<ListResponse<ApiKey>> {
    return this.apiKeys.list(scope, toPageWindow(query));
  }

  /** The key is in this answer only: it is stored hashed. */
  @Post()
  @ApiOperation({ summary: 'Create a named API key', description: 'A key for all the account\'s calls, for sending only, or held to one domain. The key itself is in this answer only: it is stored hashed.' })
  @ApiExampleBody<CreateApiKeyRequest>(CreateApiKeyDto, { name: 'Newsletter server', scope: 'sending', domain_id: '6650c0ffee00000000000d01' })
  @ApiCreatedResponse({ description: 'The key with its secret, shown this once', schema: { example: { ...EXAMPLE_KEY, key: 'key_6650c0ffee00000000000a01.Zm9vYmFy…' } } })
  create(@Customer() scope: CustomerScope, @Body() body: CreateApiKeyDto): Promise<ApiKeyCreatedResponse> {
    return this.apiKeys.create(scope, body);
  }

  /** The key stops working at once in this process, within seconds in others. */
  @Delete(':id')
  @ApiOperation({ summary: 'Revoke an API key', description: 'The key stops working at once in this process, within seconds in the others.' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiNotFoundResponse({ description: 'No such key in this account' })
  revoke(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<void> {
    return this.apiKeys.revoke(scope, id);
  }
}
