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
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, } from '@platform/contracts';
import { toPageWindow } from '../common/page-query.dto.js';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyListQueryDto, CreateApiKeyDto } from './dto/create-api-key.dto.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';
const EXAMPLE_KEY = {
    _id: '6650c0ffee00000000000a01',
    name: 'Newsletter server',
    scope: 'sending',
    domain_id: '6650c0ffee00000000000d01',
    domain: 'mail.example.com',
    key_prefix: 'key_6650c0ff…',
    created_at: '2026-05-01T10:00:00.000Z',
    last_used_at: null,
};
let CustomerApiKeysController = class CustomerApiKeysController {
    apiKeys;
    constructor(apiKeys) {
        this.apiKeys = apiKeys;
    }
    list(scope, query) {
        return this.apiKeys.list(scope, toPageWindow(query));
    }
    /** The key is in this answer only: it is stored hashed. */
    create(scope, body) {
        return this.apiKeys.create(scope, body);
    }
    /** The key stops working at once in this process, within seconds in others. */
    revoke(scope, id) {
        return this.apiKeys.revoke(scope, id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List the account\'s API keys', description: 'Named keys of the account, newest first, without their secrets (the primary key shows as its prefix).' }),
    ApiOkResponse({ description: 'A page of API keys', schema: { example: { items: [EXAMPLE_KEY], total: 1, page: 1, limit: 20 } } }),
    __param(0, Customer()),
    __param(1, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, ApiKeyListQueryDto]),
    __metadata("design:returntype", Promise)
], CustomerApiKeysController.prototype, "list", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Create a named API key', description: 'A key for all the account\'s calls, for sending only, or held to one domain. The key itself is in this answer only: it is stored hashed.' }),
    ApiExampleBody(CreateApiKeyDto, { name: 'Newsletter server', scope: 'sending', domain_id: '6650c0ffee00000000000d01' }),
    ApiCreatedResponse({ description: 'The key with its secret, shown this once', schema: { example: { ...EXAMPLE_KEY, key: 'key_6650c0ffee00000000000a01.Zm9vYmFy…' } } }),
    __param(0, Customer()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, CreateApiKeyDto]),
    __metadata("design:returntype", Promise)
], CustomerApiKeysController.prototype, "create", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Revoke an API key', description: 'The key stops working at once in this process, within seconds in the others.' }),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiNoContentResponse({ description: 'Revoked' }),
    ApiNotFoundResponse({ description: 'No such key in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerApiKeysController.prototype, "revoke", null);
CustomerApiKeysController = __decorate([
    ApiTags('customer API keys'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/api-keys'),
    UseGuards(CustomerAuthGuard),
    WholeAccount(),
    __metadata("design:paramtypes", [ApiKeysService])
], CustomerApiKeysController);
export { CustomerApiKeysController };
//# sourceMappingURL=customer-api-keys.controller.js.map