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
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { EXAMPLE_WARMUP } from './warmup-example.js';
import { WarmupQuotasService } from './warmup-quotas.service.js';
/** The customer's own warm-up: its quotas, this hour's and today's use, and when they grow next. */
let CustomerWarmupController = class CustomerWarmupController {
    warmups;
    constructor(warmups) {
        this.warmups = warmups;
    }
    warmup(scope) {
        return this.warmups.warmupOf(scope.userId);
    }
};
__decorate([
    Get(),
    ApiOperation({
        summary: "The account's warm-up quotas",
        description: 'A warmed-up account may send up to hourly_limit messages an hour and daily_limit a day (UTC); over either, a submission is refused with HTTP 429 and Retry-After (SMTP 451 4.7.1). The limits grow on each UTC day the account sends with its rates under the reputation review line, and fall when they reach it. warming_up false: only the plan\'s daily cap applies.',
    }),
    ApiOkResponse({ description: 'The quotas, their use this hour and today, and when they grow next', schema: { example: EXAMPLE_WARMUP } }),
    __param(0, Customer()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CustomerWarmupController.prototype, "warmup", null);
CustomerWarmupController = __decorate([
    ApiTags('customer account'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/warmup'),
    UseGuards(CustomerAuthGuard),
    WholeAccount(),
    __metadata("design:paramtypes", [WarmupQuotasService])
], CustomerWarmupController);
export { CustomerWarmupController };
//# sourceMappingURL=customer-warmup.controller.js.map