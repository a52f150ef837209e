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
import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { toUserResponse } from '../users/user-response.js';
import { EmailConfirmationService } from './email-confirmation.service.js';
/**
 * An admin's hand in what a self-signed-up account waits for, beside the admin users controller:
 * approval (pending accounts are listed with GET /api/admin/users?approval=pending) and the
 * e-mail confirmation. Support-readonly sessions get 403 (AdminTokenMiddleware: not a GET).
 */
let AdminSignupController = class AdminSignupController {
    confirmation;
    constructor(confirmation) {
        this.confirmation = confirmation;
    }
    async approve(id) {
        return toUserResponse(await this.confirmation.approve(id));
    }
    async confirmEmail(id) {
        return toUserResponse(await this.confirmation.confirmForAdmin(id));
    }
    resendConfirmation(id) {
        return this.confirmation.resendForAdmin(id);
    }
};
__decorate([
    Post(':id/approve'),
    ApiOperation({ summary: 'Approve a signed-up account', description: 'A pending account may log in and send from now on.' }),
    HttpCode(HttpStatus.OK),
    ApiOkResponse({ description: 'The user, now with approval "approved"' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AdminSignupController.prototype, "approve", null);
__decorate([
    Post(':id/confirm-email'),
    ApiOperation({ summary: 'Confirm a user\'s e-mail address', description: 'Marks the address confirmed for the user; links mailed for it stop working.' }),
    HttpCode(HttpStatus.OK),
    ApiOkResponse({ description: 'The user, now with email_confirmed true; links mailed for it stop working' }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AdminSignupController.prototype, "confirmEmail", null);
__decorate([
    Post(':id/resend-confirmation'),
    ApiOperation({ summary: 'Mail the user a new confirmation link', description: 'Earlier links stop working; the answer says where the mail went.' }),
    HttpCode(HttpStatus.OK),
    ApiOkResponse({ description: 'A new link went out (earlier ones stop working); mail_route says where' }),
    ApiConflictResponse({ description: 'The address is already confirmed' }),
    ApiServiceUnavailableResponse({ description: "The platform's mail route failed, with the mail server's error" }),
    __param(0, Param('id', ParseObjectIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AdminSignupController.prototype, "resendConfirmation", null);
AdminSignupController = __decorate([
    ApiTags('users'),
    Controller('admin/users'),
    __metadata("design:paramtypes", [EmailConfirmationService])
], AdminSignupController);
export { AdminSignupController };
//# sourceMappingURL=admin-signup.controller.js.map