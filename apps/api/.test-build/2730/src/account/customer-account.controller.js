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
import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOMER_MESSAGES, CUSTOMER_SESSION_COOKIE, } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { AccountOverviewService } from './account-overview.service.js';
import { AccountService, WRONG_CURRENT_PASSWORD } from './account.service.js';
import { ChangePasswordDto, UpdateProfileDto } from './dto/account.dtos.js';
import { ApiExampleBody } from '../api-docs/example-body.decorator.js';
const EXAMPLE_PROFILE = {
    _id: '6650c0ffee00000000000f01',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email_confirmed: true,
    approval: 'approved',
    sending_state: 'ready',
    domain_limit: 0,
    plan: { plan_code: 'trial', name: 'Trial (shared provider IPs, 100 messages a day)', daily_limit: 100 },
    createdAt: '2026-05-01T09:00:00.000Z',
    last_login: '2026-05-02T08:00:00.000Z',
};
let CustomerAccountController = class CustomerAccountController {
    account;
    overviewService;
    constructor(account, overviewService) {
        this.account = account;
        this.overviewService = overviewService;
    }
    profile(scope) {
        return this.account.profile(scope);
    }
    update(scope, body) {
        return this.account.update(scope, body);
    }
    /** Ends every session of the account; a console caller gets a new session cookie in the answer. */
    changePassword(scope, body, response) {
        return this.account.changePassword(scope, body, response);
    }
    overview(scope) {
        return this.overviewService.overview(scope);
    }
};
__decorate([
    Get(),
    ApiOperation({ summary: 'The account\'s profile', description: 'Who is signed in: names, e-mail, plan, limits and the sandbox sending address. The console\'s customer area reads it on every screen.' }),
    ApiOkResponse({ description: 'The profile', schema: { example: EXAMPLE_PROFILE } }),
    __param(0, Customer()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CustomerAccountController.prototype, "profile", null);
__decorate([
    Patch(),
    ApiOperation({ summary: 'Change the account\'s profile', description: 'Changes the first and last name; fields left out stay as they are.' }),
    ApiExampleBody(UpdateProfileDto, { firstName: 'Ada', lastName: 'Lovelace' }),
    ApiOkResponse({ description: 'The profile as saved', schema: { example: EXAMPLE_PROFILE } }),
    __param(0, Customer()),
    __param(1, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, UpdateProfileDto]),
    __metadata("design:returntype", Promise)
], CustomerAccountController.prototype, "update", null);
__decorate([
    Post('password'),
    HttpCode(HttpStatus.OK),
    ApiOperation({ summary: 'Change the account\'s password', description: 'Needs the current password. Ends every other session of the account; a console caller gets a new session cookie in the answer.' }),
    ApiExampleBody(ChangePasswordDto, { current_password: 'old-password-1', new_password: 'a-new-long-password' }),
    ApiOkResponse({ description: 'Changed; every other session of the account has ended', schema: { example: { message: CUSTOMER_MESSAGES.passwordChanged } } }),
    ApiBadRequestResponse({ description: 'The current password is wrong, or the new one is too short', schema: { example: { statusCode: 400, message: [WRONG_CURRENT_PASSWORD], error: 'Bad Request' } } }),
    __param(0, Customer()),
    __param(1, Body()),
    __param(2, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, ChangePasswordDto, Object]),
    __metadata("design:returntype", Promise)
], CustomerAccountController.prototype, "changePassword", null);
__decorate([
    Get('overview'),
    ApiOperation({ summary: 'The account\'s overview figures', description: 'Sending figures of the last days (accepted, delivered, bounced, complaints per day), the setup steps still open, and the account\'s limits and usage.' }),
    ApiOkResponse({ description: 'The overview',
        schema: {
            example: {
                sent_today: 12,
                sent_30d: 240,
                delivered_30d: 231,
                bounced_30d: 6,
                complained_30d: 0,
                delivery_rate: 96.25,
                bounce_rate: 2.5,
                complaint_rate: 0,
                days: [{ date: '2026-05-01', sent: 12, delivered: 11, bounced: 1, deferred: 0, failed: 0, complained: 0 }],
                quota: { daily_limit: 100, used_today: 12, remaining_today: 88 },
                checklist: {
                    sandbox_message_sent: true,
                    domain_added: true,
                    records_published: true,
                    domain_verified: true,
                    credential_created: true,
                    test_message_sent: true,
                    first_delivered: true,
                },
                sandbox: {
                    from_address: '6650c0ffee00000000000a01@mail.example.com',
                    allowed_recipients: ['me@example.org'],
                    simulator_domain: 'simulator.mail.example.com',
                    daily_limit: 50,
                },
            },
        },
    }),
    __param(0, Customer()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CustomerAccountController.prototype, "overview", null);
CustomerAccountController = __decorate([
    ApiTags('customer account'),
    ApiBearerAuth(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    Controller('v1/account'),
    UseGuards(CustomerAuthGuard),
    WholeAccount(),
    __metadata("design:paramtypes", [AccountService,
        AccountOverviewService])
], CustomerAccountController);
export { CustomerAccountController };
//# sourceMappingURL=customer-account.controller.js.map