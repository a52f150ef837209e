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
import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { ProductionAccessRequestDto } from './dto/production-access.dtos.js';
import { PRODUCTION_ACCESS_EXAMPLE } from './production-access.examples.js';
import { ProductionAccessService } from './production-access.service.js';
/** The customer's production access: sandboxed or production, the sandbox's limits, and the request for access. */
let CustomerProductionAccessController = class CustomerProductionAccessController {
    access;
    constructor(access) {
        this.access = access;
    }
    state(scope) {
        return this.access.accessOf(scope.userId);
    }
    /** Lands in the admin's requests list; 409 while one is pending or once access is granted. */
    request(scope, body) {
        return this.access.request(scope.userId, scope.user.email, body);
    }
};
__decorate([
    Get(),
    ApiOperation({
        summary: 'Production access',
        description: "Sandboxed (only your own address, your domains' postmaster@ and the mailbox simulator, within the sandbox's limits) or production, the automatic grant's rule, and your request with its answer.",
    }),
    ApiOkResponse({ description: 'Your production access', schema: { example: PRODUCTION_ACCESS_EXAMPLE } }),
    __param(0, Customer()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CustomerProductionAccessController.prototype, "state", null);
__decorate([
    Post('request'),
    ApiOperation({ summary: 'Request production access', description: "Lands in the administrators' review queue. 409 while one is pending or once access is granted." }),
    ApiExampleBody(ProductionAccessRequestDto, { use_case: 'Order confirmations and receipts of our web shop', expected_volume: 5000 }),
    ApiCreatedResponse({ description: 'Your production access with the pending request', schema: { example: PRODUCTION_ACCESS_EXAMPLE } }),
    __param(0, Customer()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, ProductionAccessRequestDto]),
    __metadata("design:returntype", Promise)
], CustomerProductionAccessController.prototype, "request", null);
CustomerProductionAccessController = __decorate([
    ApiTags('customer account'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/production-access'),
    UseGuards(CustomerAuthGuard),
    WholeAccount(),
    __metadata("design:paramtypes", [ProductionAccessService])
], CustomerProductionAccessController);
export { CustomerProductionAccessController };
//# sourceMappingURL=customer-production-access.controller.js.map