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
import { BadRequestException, Controller, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CSRF_HEADER, CUSTOMER_MESSAGES, CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { CustomerSessionsService } from '../customer-sessions/customer-sessions.service.js';
import { SessionCookie } from '../customer-sessions/session-cookie.js';
import { Customer } from './customer-auth.decorators.js';
import { CustomerAuthGuard } from './customer-auth.guard.js';
let LogoutController = class LogoutController {
    sessions;
    cookie;
    constructor(sessions, cookie) {
        this.sessions = sessions;
        this.cookie = cookie;
    }
    async logout(scope, response) {
        if (!scope.sessionId)
            throw new BadRequestException('Logout ends a browser session; API keys are revoked under /api/v1/api-keys');
        await this.sessions.revoke(scope.sessionId);
        this.cookie.clear(response);
        return { message: CUSTOMER_MESSAGES.loggedOut };
    }
};
__decorate([
    Post(),
    ApiOperation({ summary: 'Log out of the customer area', description: 'Ends the browser\'s session (the one its cookie names) and clears the cookie.' }),
    HttpCode(HttpStatus.OK),
    ApiCookieAuth(CUSTOMER_SESSION_COOKIE),
    ApiOkResponse({ description: 'Session ended', schema: { example: { message: CUSTOMER_MESSAGES.loggedOut } } }),
    ApiUnauthorizedResponse({ description: 'No live session cookie' }),
    ApiForbiddenResponse({ description: `The ${CSRF_HEADER} header is missing` }),
    __param(0, Customer()),
    __param(1, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], LogoutController.prototype, "logout", null);
LogoutController = __decorate([
    ApiTags('customer account'),
    Controller('logout'),
    UseGuards(CustomerAuthGuard),
    __metadata("design:paramtypes", [CustomerSessionsService,
        SessionCookie])
], LogoutController);
export { LogoutController };
//# sourceMappingURL=logout.controller.js.map