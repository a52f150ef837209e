import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { CSRF_HEADER, CSRF_HEADER_VALUE, CSRF_REFUSED_MESSAGE, CUSTOMER_MESSAGES } from '@platform/contracts';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { bearerTokenOf } from '../common/credentials.js';
import { CustomerSessionsService } from '../customer-sessions/customer-sessions.service.js';
import { sessionTokenOf } from '../customer-sessions/session-cookie.js';
import type { UserDocument } from '../users/user.schema.js';
import { UsersService } from '../users/users.service.js';
import type { CustomerScope, PresentedApiKey } from './customer-scope.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RouteRules {
  /** POST /api/v1/messages: sending-only keys are welcome. */
  sendingRoute: boolean;
  /** Keys limited to one domain are refused. */
  wholeAccount: boolean;
}

/**
 * Who a customer request acts for: an API key in `Authorization: Bearer` (the account's
 * primary key, or a named key `key_<id>.<secret>`), otherwise the session cookie. A request that
 * names a key is judged by the key alone, never by a cookie that happens to travel with it.
 */
@Injectable()
export class CustomerAuthenticator {
  constructor(
    private readonly users: UsersService,
    private readonly apiKeys: ApiKeysService,
    private readonly sessions: CustomerSessionsService,
  ) {}

  async authenticate(request: Request, rules: RouteRules): Promise<CustomerScope> {
    const scope = request.header('authorization') !== undefined ? await this.byApiKey(request) : await this.bySession(request);
    // A disabled account's credentials answer as unknown ones do: a leaked key must not tell it is genuine.
    if (!scope || scope.user.status !== 'active') throw new UnauthorizedException(CUSTOMER_MESSAGES.authenticationRequired);
    if (scope.apiKey?.scope === 'sending' && !rules.sendingRoute) throw new ForbiddenException(CUSTOMER_MESSAGES.sendingOnlyKey);
    if (scope.apiKey?.domainId && rules.wholeAccount) {
      throw new ForbiddenException(`This API key is limited to the domain ${scope.apiKey.domain}`);
    }
    return scope;
  }

  private async byApiKey(request: Request): Promise<CustomerScope | null> {
    const presented = bearerTokenOf(request.header('authorization'));
    if (!presented) return null;
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
  private async bySession(request: Request): Promise<CustomerScope | null> {
    const token = sessionTokenOf(request);
    const session = token ? await this.sessions.find(token) : null;
    if (!session) return null;
    const user = await this.users.findForSending(session.userId);
    if (!user) return null;
    if (!SAFE_METHODS.has(request.method) && request.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      throw new ForbiddenException(CSRF_REFUSED_MESSAGE);
    }
    return { userId: user._id, user, via: 'session', sessionId: session.id, apiKey: null };
  }
}

function apiKeyScope(user: UserDocument, key: PresentedApiKey): CustomerScope {
  return { userId: user._id, user, via: 'api_key', sessionId: null, apiKey: key };
}
