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
import { Inject, Injectable } from '@nestjs/common';
import { CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
import { CustomerSessionsService } from './customer-sessions.service.js';
/** The cookie is sent only to the API, never readable by page scripts, never sent cross-site. */
const COOKIE_PATH = '/api';
/** Puts a customer session into the browser's cookie, and takes it out again. */
let SessionCookie = class SessionCookie {
    sessions;
    secure;
    constructor(sessions, config) {
        this.sessions = sessions;
        // Behind https the cookie must never travel in clear; on plain-http development it cannot be Secure.
        this.secure = config.publicUrl.startsWith('https:');
    }
    /** Issues a session for the user and sets its cookie on the response. */
    async open(response, userId) {
        const { token, expiresAt } = await this.sessions.issue(userId);
        response.cookie(CUSTOMER_SESSION_COOKIE, token, {
            httpOnly: true,
            sameSite: 'strict',
            secure: this.secure,
            path: COOKIE_PATH,
            expires: expiresAt,
        });
    }
    clear(response) {
        response.clearCookie(CUSTOMER_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: this.secure, path: COOKIE_PATH });
    }
};
SessionCookie = __decorate([
    Injectable(),
    __param(1, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [CustomerSessionsService, Object])
], SessionCookie);
export { SessionCookie };
/** The session token the request's Cookie header carries, or ''. */
export function sessionTokenOf(request) {
    for (const pair of (request.header('cookie') ?? '').split(';')) {
        const separator = pair.indexOf('=');
        if (separator > 0 && pair.slice(0, separator).trim() === CUSTOMER_SESSION_COOKIE) {
            const value = pair.slice(separator + 1).trim();
            // Tokens are base64url: anything else was not issued here.
            return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : '';
        }
    }
    return '';
}
//# sourceMappingURL=session-cookie.js.map