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
import { CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { CustomerSuppressionsService } from './customer-suppressions.service.js';
import { CreateSuppressionDto, CustomerSuppressionListQueryDto } from './dto/customer-suppression.dto.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';
const EXAMPLE_SUPPRESSION = {
    _id: '6650c0ffee00000000000e01',
    address: 'grace@example.org',
    reason: '550 5.1.1 <grace@example.org>: Recipient address rejected: User unknown',
    cause: 'bounce',
    bounce_reason: 'user_unknown',
    address_level: true,
    created_at: '2026-05-01T10:00:00.000Z',
};
/** The account's suppression list covers all its domains: keys limited to one domain are refused. */
let CustomerSuppressionsController = class CustomerSuppressionsController {
    suppressions;
    constructor(suppressions) {
        this.suppressions = suppressions;
    }
    list(scope, query) {
        return this.suppressions.list(scope, query);
    }
    add(scope, body) {
        return this.suppressions.add(scope, body);
    }
    remove(scope, id) {
        return this.suppressions.remove(scope, id);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'List the account\'s suppressed addresses', description: 'Addresses mail is refused to, with why (bounce, complaint, unsubscribe, added by hand), paged and searched.' }),
    ApiOkResponse({ description: 'A page of suppressed addresses', schema: { example: { items: [EXAMPLE_SUPPRESSION], total: 1, page: 1, limit: 20 } } }),
    __param(0, Customer()),
    __param(1, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, CustomerSuppressionListQueryDto]),
    __metadata("design:returntype", Promise)
], CustomerSuppressionsController.prototype, "list", null);
__decorate([
    Post(),
    ApiOperation({ summary: 'Suppress an address', description: 'Mail to the address is refused from now on (SMTP 550 5.1.1, HTTP 422).' }),
    ApiExampleBody(CreateSuppressionDto, { address: 'no-more-mail@example.org', reason: 'Asked us by phone' }),
    ApiCreatedResponse({ description: 'The suppression', schema: { example: { ...EXAMPLE_SUPPRESSION, reason: 'Added by the account', cause: 'manual', bounce_reason: null, address_level: false } } }),
    __param(0, Customer()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, CreateSuppressionDto]),
    __metadata("design:returntype", Promise)
], CustomerSuppressionsController.prototype, "add", null);
__decorate([
    Delete(':id'),
    ApiOperation({ summary: 'Remove a suppression', description: 'Lets mail to the address through again.' }),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiNoContentResponse({ description: 'Removed' }),
    ApiNotFoundResponse({ description: 'No such suppression in this account' }),
    __param(0, Customer()),
    __param(1, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CustomerSuppressionsController.prototype, "remove", null);
CustomerSuppressionsController = __decorate([
    ApiTags('customer suppressions'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/suppressions'),
    UseGuards(CustomerAuthGuard),
    WholeAccount(),
    __metadata("design:paramtypes", [CustomerSuppressionsService])
], CustomerSuppressionsController);
export { CustomerSuppressionsController };
//# sourceMappingURL=customer-suppressions.controller.js.map