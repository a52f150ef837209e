var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ADMIN_CURRENT_SESSION_PATH, ADMIN_SESSIONS_PATH, ADMIN_TOKEN_HEADER } from '@platform/contracts';
import { AdminSessionsService } from '../auth/admin-sessions.service.js';
import { MasterAdminTokenService } from '../auth/master-admin-token.service.js';
const READ_ONLY_METHODS = new Set(['GET', 'HEAD']);
/** The role of the request's console session, as this middleware found it (for FullAdminGuard). */
export function consoleRoleOf(response) {
    return response.locals.consoleRole;
}
/** Who holds the request's console session (an admin's e-mail, or 'master token'), for records of who did what. */
export function consoleActorOf(response) {
    return response.locals.consoleActor ?? 'unknown';
}
/**
 * Mounted on the whole /api/admin tree (a middleware rather than a route guard, so that
 * it also answers paths no route matches). x-admin-token must be an admin session: one issued
 * at login, or one opened with the master admin token at POST /api/admin/sessions, the only
 * route that takes the master token (and takes nothing else). Without a valid token: 401. A
 * support-readonly session may only read: any other method is 403.
 */
let AdminTokenMiddleware = class AdminTokenMiddleware {
    adminSessions;
    masterToken;
    constructor(adminSessions, masterToken) {
        this.adminSessions = adminSessions;
        this.masterToken = masterToken;
    }
    async use(request, response, next) {
        const presented = request.header(ADMIN_TOKEN_HEADER);
        if (opensSession(request)) {
            if (presented && (await this.masterToken.matches(presented)))
                return next();
            throw new UnauthorizedException('A valid x-admin-token header is required');
        }
        const session = presented ? await this.adminSessions.sessionFor(presented) : null;
        const role = session?.role;
        if (!session || !role)
            throw new UnauthorizedException('A valid x-admin-token header is required');
        if (role === 'support-readonly' && !READ_ONLY_METHODS.has(request.method) && !endsOwnSession(request)) {
            throw new ForbiddenException('This session is read-only (support-readonly role): only GET requests are allowed');
        }
        response.locals.consoleRole = role;
        response.locals.consoleActor = session.actor;
        next();
    }
};
AdminTokenMiddleware = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AdminSessionsService,
        MasterAdminTokenService])
], AdminTokenMiddleware);
export { AdminTokenMiddleware };
function opensSession(request) {
    return request.method === 'POST' && routePathOf(request) === ADMIN_SESSIONS_PATH;
}
/** Logout: a read-only session may end itself. */
function endsOwnSession(request) {
    return request.method === 'DELETE' && routePathOf(request) === ADMIN_CURRENT_SESSION_PATH;
}
/** The path as Express routes it (case-insensitive, with or without a trailing slash), so no spelling reaches a route past these checks. */
function routePathOf(request) {
    return request.originalUrl.split('?')[0].replace(/\/+$/, '').toLowerCase();
}
//# sourceMappingURL=admin-token.middleware.js.map