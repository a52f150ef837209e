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
import { CSRF_HEADER, CSRF_HEADER_VALUE, CSRF_REFUSED_MESSAGE, CUSTOMER_MESSAGES } from '@platform/contracts';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { bearerTokenOf } from '../common/credentials.js';
import { CustomerSessionsService } from '../customer-sessions/customer-sessions.service.js';
import { sessionTokenOf } from '../customer-sessions/session-cookie.js';
import { UsersService } from '../users/users.service.js';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Who a customer request acts for: an API key in `Authorization: Bearer` (the account's
 * primary key, or a named key `key_<id>.<secret>`), otherwise the session cookie. A request that
 * names a key is judged by the key alone, never by a cookie that happens to travel with it.
 */
let CustomerAuthenticator = class CustomerAuthenticator {
    users;
    apiKeys;
    sessions;
    constructor(users, apiKeys, sessions) {
        this.users = users;
        this.apiKeys = apiKeys;
        this.sessions = sessions;
    }
    async authenticate(request, rules) {
        const scope = request.header('authorization') !== undefined ? await this.byApiKey(request) : await this.bySession(request);
        // A disabled account's credentials answer as unknown ones do: a leaked key must not tell it is genuine.
        if (!scope || scope.user.status !== 'active')
            throw new UnauthorizedException(CUSTOMER_MESSAGES.authenticationRequired);
        if (scope.apiKey?.scope === 'sending' && !rules.sendingRoute)
            throw new ForbiddenException(CUSTOMER_MESSAGES.sendingOnlyKey);
        if (scope.apiKey?.domainId && rules.wholeAccount) {
            throw new ForbiddenException(`This API key is limited to the domain ${scope.apiKey.domain}`);
        }
        return scope;
    }
    async byApiKey(request) {
        const presented = bearerTokenOf(request.header('authorization'));
        if (!presented)
            return null;
        const named = await this.apiKeys.authenticate(presented);
        if (named) {
            const user = await this.users.findForSending(named.userId);
            return user && apiKeyScope(user, named.key);
        }
        const user = await this.users.findByApiKey(presented);
        return user && apiKeyScope(user, { id: null, scope: 'full', domainId: null, domain: null });
    }
    /**
     * The cookie is SameSite=Strict, so browsers do not send it cross-site; state-changing
     * requests must also carry the CSRF header, which no cross-site page can add.
     */
    async bySession(request) {
        const token = sessionTokenOf(request);
        const session = token ? await this.sessions.find(token) : null;
        if (!session)
            return null;
        const user = await this.users.findForSending(session.userId);
        if (!user)
            return null;
        if (!SAFE_METHODS.has(request.method) && request.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
            throw new ForbiddenException(CSRF_REFUSED_MESSAGE);
        }
        return { userId: user._id, user, via: 'session', sessionId: session.id, apiKey: null };
    }
};
CustomerAuthenticator = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [UsersService,
        ApiKeysService,
        CustomerSessionsService])
], CustomerAuthenticator);
export { CustomerAuthenticator };
function apiKeyScope(user, key) {
    return { userId: user._id, user, via: 'api_key', sessionId: null, apiKey: key };
}
//# sourceMappingURL=customer-authenticator.service.js.map