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
import { Body, Controller, HttpCode, HttpStatus, Ip, Post, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { PasswordResetConfirmDto, PasswordResetDto } from './dto/password-reset.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCookie } from '../customer-sessions/session-cookie.js';
/** The public account calls: no token needed, rate-limited per client. */
let AuthController = class AuthController {
    authService;
    passwordReset;
    sessionCookie;
    constructor(authService, passwordReset, sessionCookie) {
        this.authService = authService;
        this.passwordReset = passwordReset;
        this.sessionCookie = sessionCookie;
    }
    signup(body) {
        return this.authService.signup(body);
    }
    async login(body, clientAddress, response) {
        const answer = await this.authService.login(body, clientAddress);
        // The browser's customer session travels in an HttpOnly cookie; the body stays as it was.
        await this.sessionCookie.open(response, answer.user._id);
        return answer;
    }
    requestPasswordReset(body) {
        return this.passwordReset.request(body.email);
    }
    confirmPasswordReset(body) {
        return this.passwordReset.confirm(body.token, body.password);
    }
};
__decorate([
    Post('signup'),
    ApiOperation({
        summary: 'Sign up',
        description: 'Answers the same whether or not the address already has an account (which is told by e-mail instead); the API key comes with the first login.',
    }),
    ApiCreatedResponse({ description: 'Created (or mailed to the address\'s owner): what to do next' }),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [SignupDto]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "signup", null);
__decorate([
    Post('login'),
    ApiOkResponse({ description: 'Signed in: the session cookie is set; admins and support staff also get an admin_token' }),
    HttpCode(HttpStatus.OK),
    ApiOperation({
        summary: 'Log in',
        description: 'After a few failures of one account each attempt waits (1 s, 2 s, 4 s...); after SIGN_IN_LOCK_AFTER_FAILURES failures from one client address that address gets 429 "Too many failed attempts: try again in N minutes" for that account, and the owner is told by e-mail.',
    }),
    __param(0, Body()),
    __param(1, Ip()),
    __param(2, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [LoginDto, String, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "login", null);
__decorate([
    Post('reset-password'),
    ApiOperation({ summary: 'Ask for a password reset link', description: 'Mails a link to reset the password when the address has an account; the answer is the same either way.' }),
    ApiOkResponse({ description: 'The same answer whether or not the address has an account' }),
    HttpCode(HttpStatus.OK),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [PasswordResetDto]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "requestPasswordReset", null);
__decorate([
    Post('reset-password/confirm'),
    ApiOperation({ summary: 'Set a new password with a reset link\'s token', description: 'The token from the mailed link and the new password; the token works once and ends every session of the account.' }),
    ApiOkResponse({ description: 'The password is changed' }),
    HttpCode(HttpStatus.OK),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [PasswordResetConfirmDto]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "confirmPasswordReset", null);
AuthController = __decorate([
    ApiTags('auth'),
    ApiTooManyRequestsResponse({ description: 'Too many calls from this client, or (login) too many failed attempts' }),
    UseGuards(ThrottlerGuard),
    Controller(),
    __metadata("design:paramtypes", [AuthService,
        PasswordResetService,
        SessionCookie])
], AuthController);
export { AuthController };
//# sourceMappingURL=auth.controller.js.map