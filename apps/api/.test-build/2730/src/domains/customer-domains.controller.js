var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { CustomerDomainsService } from './customer-domains.service.js';
import { CreateCustomerDomainDto, CustomerDomainListQueryDto, UpdateCustomerDomainDto } from './dto/customer-domain.dto.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';
const EXAMPLE_DOMAIN = {
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
const EXAMPLE_DETAIL = {
    domain: EXAMPLE_DOMAIN,
    dns_records: [
        { kind: 'spf', type: 'TXT', name: '@', host: 'mail.example.com', value: 'v=spf1 include:spf.platform.example ~all', status: 'verified', checked_at: '2026-05-01T10:00:00.000Z', optional: false, warning: null },
        { kind: 'dkim', type: 'TXT', name: 's20260501._domainkey', host: 's20260501._domainkey.mail.example.com', value: 'v=DKIM1; k=rsa; p=MIIBIjANBg…', status: 'verified', checked_at: '2026-05-01T10:00:00.000Z', optional: false, warning: null },
        { kind: 'dmarc', type: 'TXT', name: '_dmarc', host: '_dmarc.mail.example.com', value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r; pct=100', status: 'not_found', checked_at: '2026-05-01T10:00:00.000Z', optional: false, warning: null },
        { kind: 'tracking_cname', type: 'CNAME', name: 'track', host: 'track.mail.example.com', value: 'app.platform.example', status: 'not_found', checked_at: '2026-05-01T10:00:00.000Z', optional: true, warning: null },
    ],
};
let CustomerDomainsController = class CustomerDomainsController {
    domains;
    constructor(domains) {
        this.domains = domains;
    }
    list(scope, query) {
        return this.domains.list(scope, query);
    }
    /** Within the account's domain_limit (0: no limit); the answer lists the records to publish. */
    create(scope, body) {
        return this.domains.create(scope, body);
    }
    get(scope, id) {
        return this.domains.get(scope, id);
    }
    /** The owner's switches: open and click tracking of HTML mail, unsubscribe headers (all off by default). */
    update(scope, id, body) {
        return this.domains.update(scope, id, body);
    }
    /** Looks the records up now; each record's status says what was found. */
    verify(scope, id) {
        return this.domains.verify(scope, id);
    }
    remove(scope, id) {
        return this.domains.remove(scope, id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List the account\'s sending domains', description: 'Paged and searched by name; each with its verification state and whether it may send. A key held to one domain sees that one.' }),
    ApiOkResponse({ description: 'A page of the account\'s domains', schema: { example: { items: [EXAMPLE_DOMAIN], total: 1, page: 1, limit: 20 } } }),
    __param(0, Customer()),
    __param(1, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, CustomerDomainListQueryDto]),
    __metadata("design:returntype", Promise)
], CustomerDomainsController.prototype, "list", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Add a sending domain', description: 'Within the account\'s domain_limit (0: no limit). The answer lists the DNS records to publish (SPF, DKIM, DMARC, return path, optional tracking host), none found yet.' }),
    ApiExampleBody(CreateCustomerDomainDto, { domain: 'mail.example.com' }),
    WholeAccount(),
    ApiCreatedResponse({ description: 'The domain and the DNS records to publish', schema: { example: { ...EXAMPLE_DETAIL, dns_records: EXAMPLE_DETAIL.dns_records.map((record) => ({ ...record, status: 'not_found', checked_at: null })) } } }),
    ApiConflictResponse({ description: 'The domain exists already, or the account has as many domains as its domain_limit allows' }),
    ApiForbiddenResponse({ description: 'The domain is under a domain another account has verified: only that account can add it' }),
    __param(0, Customer()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, CreateCustomerDomainDto]),
    __metadata("design:returntype", Promise)
], CustomerDomainsController.prototype, "create", null);
__decorate([
    Get(':id'),
    ApiOperation({ summary: 'One sending domain with its DNS records', description: 'The domain and each record to publish, with the status of its last lookup.' }),
    ApiOkResponse({ description: 'The domain and its DNS records', schema: { example: EXAMPLE_DETAIL } }),
    ApiNotFoundResponse({ description: 'No such domain in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerDomainsController.prototype, "get", null);
__decorate([
    Patch(':id'),
    ApiOperation({ summary: 'Change a domain\'s switches', description: 'Open and click tracking of HTML mail and the unsubscribe headers (all off by default).' }),
    ApiExampleBody(UpdateCustomerDomainDto, { track_opens: true, track_clicks: true, unsubscribe_headers: true }),
    ApiOkResponse({ description: 'The domain as saved, with its DNS records', schema: { example: { ...EXAMPLE_DETAIL, domain: { ...EXAMPLE_DOMAIN, track_opens: true, track_clicks: true, unsubscribe_headers: true } } } }),
    ApiNotFoundResponse({ description: 'No such domain in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __param(2, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, UpdateCustomerDomainDto]),
    __metadata("design:returntype", Promise)
], CustomerDomainsController.prototype, "update", null);
__decorate([
    Post(':id/verify'),
    ApiOperation({ summary: 'Check a domain\'s DNS records now', description: 'Looks every record up now; each record\'s status says what was found, and the domain may send once SPF and DKIM verify.' }),
    HttpCode(HttpStatus.OK),
    ApiOkResponse({ description: 'The domain and what each record\'s lookup found', schema: { example: EXAMPLE_DETAIL } }),
    ApiNotFoundResponse({ description: 'No such domain in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerDomainsController.prototype, "verify", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Delete a sending domain', description: 'Mail from it is refused from now on; its messages stay in the log.' }),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiNoContentResponse({ description: 'Deleted' }),
    ApiNotFoundResponse({ description: 'No such domain in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerDomainsController.prototype, "remove", null);
CustomerDomainsController = __decorate([
    ApiTags('customer domains'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/domains'),
    UseGuards(CustomerAuthGuard),
    __metadata("design:paramtypes", [CustomerDomainsService])
], CustomerDomainsController);
export { CustomerDomainsController };
//# sourceMappingURL=customer-domains.controller.js.map