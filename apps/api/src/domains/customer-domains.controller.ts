import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  CUSTOMER_SESSION_COOKIE,
  type CustomerDomain,
  type CustomerDomainDetail,
  type ListResponse,
  type CreateCustomerDomainRequest,
  type UpdateCustomerDomainRequest,
} from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { CustomerDomainsService } from './customer-domains.service.js';
import { CreateCustomerDomainDto, CustomerDomainListQueryDto, UpdateCustomerDomainDto } from './dto/customer-domain.dto.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';

const EXAMPLE_DOMAIN: CustomerDomain = {
  _id: '6650c0ffee00000000000d01',
  domain: 'mail.example.com',
  status: 'active',
  send_plan: 'provider',
  spf_verified: true,
  dkim_verified: true,
  dmarc_verified: false,
  can_send: true,
  track_opens: false,
  track_clicks: false,
  last_checked_at: '2026-05-01T10:00:00.000Z',
  verified_at: '2026-05-01T10:00:00.000Z',
  unsubscribe_headers: false,
  return_path_verified: false,
  tracking_host_verified: false,
  createdAt: '2026-05-01T09:55:00.000Z',
};
const EXAMPLE_DETAIL: CustomerDomainDetail = {
  domain: EXAMPLE_DOMAIN,
  dns_records: [
    { kind: 'spf', type: 'TXT', name: '@', host: 'mail.example.com', value: 'v=spf1 include:spf.platform.example ~all', status: 'verified', checked_at: '2026-05-01T10:00:00.000Z', optional: false, warning: null },
    { kind: 'dkim', type: 'TXT', name: 's20260501._domainkey', host: 's20260501._domainkey.mail.example.com', value: 'v=DKIM1; k=rsa; p=MIIBIjANBg…', status: 'verified', checked_at: '2026-05-01T10:00:00.000Z', optional: false, warning: null },
    { kind: 'dmarc', type: 'TXT', name: '_dmarc', host: '_dmarc.mail.example.com', value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r; pct=100', status: 'not_found', checked_at: '2026-05-01T10:00:00.000Z', optional: false, warning: null },
    { kind: 'tracking_cname', type: 'CNAME', name: 'track', host: 'track.mail.example.com', value: 'app.platform.example', status: 'not_found', checked_at: '2026-05-01T10:00:00.000Z', optional: true, warning: null },
  ],
};

@ApiTags('customer domains')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/domains')
@UseGuards(CustomerAuthGuard)
export class CustomerDomainsController {
  constructor(private readonly domains: CustomerDomainsService) {}

  @Get()
  @ApiOperation({ summary: 'List the account\'s sending domains', description: 'Paged and searched by name; each with its verification state and whether it may send. A key held to one domain sees that one.' })
  @ApiOkResponse({ description: 'A page of the account\'s domains', schema: { example: { items: [EXAMPLE_DOMAIN], total: 1, page: 1, limit: 20 } } })
  list(@Customer() scope: CustomerScope, @Query() query: CustomerDomainListQueryDto): Promise<ListResponse<CustomerDomain>> {
    return this.domains.list(scope, query);
  }

  /** Within the account's domain_limit (0: no limit); the answer lists the records to publish. */
  @Post()
  @ApiOperation({ summary: 'Add a sending domain', description: 'Within the account\'s domain_limit (0: no limit). The answer lists the DNS records to publish (SPF, DKIM, DMARC, return path, optional tracking host), none found yet.' })
  @ApiExampleBody<CreateCustomerDomainRequest>(CreateCustomerDomainDto, { domain: 'mail.example.com' })
  @WholeAccount()
  @ApiCreatedResponse({ description: 'The domain and the DNS records to publish', schema: { example: { ...EXAMPLE_DETAIL, dns_records: EXAMPLE_DETAIL.dns_records.map((record) => ({ ...record, status: 'not_found', checked_at: null })) } } })
  @ApiConflictResponse({ description: 'The domain exists already, or the account has as many domains as its domain_limit allows' })
  @ApiForbiddenResponse({ description: 'The domain is under a domain another account has verified: only that account can add it' })
  create(@Customer() scope: CustomerScope, @Body() body: CreateCustomerDomainDto): Promise<CustomerDomainDetail> {
    return this.domains.create(scope, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One sending domain with its DNS records', description: 'The domain and each record to publish, with the status of its last lookup.' })
  @ApiOkResponse({ description: 'The domain and its DNS records', schema: { example: EXAMPLE_DETAIL } })
  @ApiNotFoundResponse({ description: 'No such domain in this account' })
  get(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<CustomerDomainDetail> {
    return this.domains.get(scope, id);
  }

  /** The owner's switches: open and click tracking of HTML mail, unsubscribe headers (all off by default). */
  @Patch(':id')
  @ApiOperation({ summary: 'Change a domain\'s switches', description: 'Open and click tracking of HTML mail and the unsubscribe headers (all off by default).' })
  @ApiExampleBody<UpdateCustomerDomainRequest>(UpdateCustomerDomainDto, { track_opens: true, track_clicks: true, unsubscribe_headers: true })
  @ApiOkResponse({ description: 'The domain as saved, with its DNS records', schema: { example: { ...EXAMPLE_DETAIL, domain: { ...EXAMPLE_DOMAIN, track_opens: true, track_clicks: true, unsubscribe_headers: true } } } })
  @ApiNotFoundResponse({ description: 'No such domain in this account' })
  update(@Customer() scope: CustomerScope, @Param('id') id: string, @Body() body: UpdateCustomerDomainDto): Promise<CustomerDomainDetail> {
    return this.domains.update(scope, id, body);
  }

  /** Looks the records up now; each record's status says what was found. */
  @Post(':id/verify')
  @ApiOperation({ summary: 'Check a domain\'s DNS records now', description: 'Looks every record up now; each record\'s status says what was found, and the domain may send once SPF and DKIM verify.' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The domain and what each record\'s lookup found', schema: { example: EXAMPLE_DETAIL } })
  @ApiNotFoundResponse({ description: 'No such domain in this account' })
  verify(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<CustomerDomainDetail> {
    return this.domains.verify(scope, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a sending domain', description: 'Mail from it is refused from now on; its messages stay in the log.' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such domain in this account' })
  remove(@Customer() scope: CustomerScope, @Param('id') id: string): Promise<void> {
    return this.domains.remove(scope, id);
  }
}
