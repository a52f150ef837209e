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
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, } from '@nestjs/swagger';
import { CUSTOMER_MESSAGES, CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import { ConfirmEmailDto } from './dto/signup.dtos.js';
import { EmailConfirmationService } from './email-confirmation.service.js';
let EmailConfirmationController = class EmailConfirmationController {
    confirmation;
    constructor(confirmation) {
        this.confirmation = confirmation;
    }
    confirm(body) {
        return this.confirmation.confirm(body.token);
    }
    /** For the signed-in account: mails a new link (at most one a minute), and says where it went. */
    resend(scope) {
        return this.confirmation.resend(scope.user);
    }
};
__decorate([
    Post(),
    ApiOperation({ summary: 'Confirm an e-mail address', description: 'Public: the token in the mailed link is the proof. Works once.' }),
    HttpCode(HttpStatus.OK),
    ApiOkResponse({ description: 'Confirmed', schema: { example: { message: CUSTOMER_MESSAGES.emailConfirmed } } }),
    ApiBadRequestResponse({ description: 'The link is unknown, used or expired', schema: { example: { statusCode: 400, message: CUSTOMER_MESSAGES.invalidConfirmationLink, error: 'Bad Request' } } }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ConfirmEmailDto]),
    __metadata("design:returntype", Promise)
], EmailConfirmationController.prototype, "confirm", null);
__decorate([
    Post('resend'),
    ApiOperation({ summary: 'Mail a new confirmation link', description: 'For the signed-in account: at most one a minute; the answer says where it went.' }),
    HttpCode(HttpStatus.OK),
    UseGuards(CustomerAuthGuard),
    WholeAccount(),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    ApiBearerAuth(),
    ApiOkResponse({ description: 'A new link went out; mail_route says where', schema: { example: { message: CUSTOMER_MESSAGES.confirmationSent, mail_route: 'smtp_settings' } } }),
    ApiTooManyRequestsResponse({ description: 'A link was sent less than a minute ago' }),
    ApiServiceUnavailableResponse({ description: "The platform's mail route failed: no link was sent, and no wait started" }),
    __param(0, Customer()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], EmailConfirmationController.prototype, "resend", null);
EmailConfirmationController = __decorate([
    ApiTags('auth'),
    Controller('confirm-email'),
    __metadata("design:paramtypes", [EmailConfirmationService])
], EmailConfirmationController);
export { EmailConfirmationController };
//# sourceMappingURL=email-confirmation.controller.js.map