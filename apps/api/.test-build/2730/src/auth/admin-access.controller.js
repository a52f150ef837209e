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
import { Controller, Delete, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_TOKEN_HEADER } from '@platform/contracts';
import { AdminSessionsService } from './admin-sessions.service.js';
import { MasterAdminTokenService } from './master-admin-token.service.js';
/**
 * The console sessions' routes. The admin-token middleware lets a request reach `open` only with
 * the master token, `rotate` only with an admin session, and `end` with any console session.
 */
let AdminAccessController = class AdminAccessController {
    sessions;
    masterToken;
    constructor(sessions, masterToken) {
        this.sessions = sessions;
        this.masterToken = masterToken;
    }
    async open() {
        return { admin_token: await this.sessions.issueForMasterToken() };
    }
    async end(callerSession) {
        await this.sessions.end(callerSession);
    }
    async rotate(callerSession) {
        const token = await this.masterToken.rotate();
        await this.sessions.endMasterTokenSessionsExcept(callerSession);
        return { admin_master_token: token };
    }
};
__decorate([
    Post('sessions'),
    ApiOperation({
        summary: 'Open a console session with the master admin token',
        description: 'x-admin-token must be the master admin token (ADMIN_TOKEN, or the one generated into DATA_DIR/admin-token): this is the only route that accepts it. Answers an admin session token, valid ADMIN_SESSION_TTL_HOURS, for the x-admin-token header of every other /api/admin call.',
    }),
    ApiCreatedResponse({ description: 'A console session token (admin_token)' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], AdminAccessController.prototype, "open", null);
__decorate([
    Delete('sessions/current'),
    ApiNoContentResponse({ description: 'Ended' }),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiOperation({
        summary: 'End the calling console session (Logout)',
        description: 'The session in x-admin-token is refused from now on, by every API process. Support-readonly sessions may end themselves too.',
    }),
    __param(0, Headers(ADMIN_TOKEN_HEADER)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AdminAccessController.prototype, "end", null);
__decorate([
    Post('token/rotate'),
    ApiOkResponse({ description: 'The new master token, shown this once' }),
    HttpCode(HttpStatus.OK),
    ApiOperation({
        summary: 'Rotate the master admin token',
        description: 'Answers a new master admin token, this once, and keeps it in DATA_DIR/admin-token. The old one is refused at once by every API process, and the sessions it opened end (except the caller\'s).',
    }),
    ApiConflictResponse({ description: 'The token comes from the ADMIN_TOKEN environment variable: change it there' }),
    __param(0, Headers(ADMIN_TOKEN_HEADER)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], AdminAccessController.prototype, "rotate", null);
AdminAccessController = __decorate([
    ApiTags('admin access'),
    Controller('admin'),
    __metadata("design:paramtypes", [AdminSessionsService,
        MasterAdminTokenService])
], AdminAccessController);
export { AdminAccessController };
//# sourceMappingURL=admin-access.controller.js.map