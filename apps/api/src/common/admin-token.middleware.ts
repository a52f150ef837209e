import { ForbiddenException, Inject, Injectable, type NestMiddleware, UnauthorizedException } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ADMIN_TOKEN_HEADER } from '@platform/contracts';
import { AdminSessionsService } from '../auth/admin-sessions.service.js';
import type { RuntimeSecrets } from '../config/persistent-secrets.js';
import { RUNTIME_SECRETS } from './runtime-secrets.token.js';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD']);

/**
 * Mounted on the whole /api/admin tree (a middleware rather than a route guard, so that
 * it also answers paths no route matches). x-admin-token must be the configured admin token
 * or an admin session issued at login; without either the answer is 401. A support-readonly
 * session may only read: any other method is 403.
 */
@Injectable()
export class AdminTokenMiddleware implements NestMiddleware {
  private readonly expectedToken: Buffer;

  constructor(
    @Inject(RUNTIME_SECRETS) secrets: RuntimeSecrets,
    private readonly adminSessions: AdminSessionsService,
  ) {
    this.expectedToken = Buffer.from(secrets.adminToken);
  }

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    const presented = request.header(ADMIN_TOKEN_HEADER);
    if (presented && this.isConfiguredToken(presented)) return next();

    const role = presented ? await this.adminSessions.roleFor(presented) : null;
    if (!role) throw new UnauthorizedException('A valid x-admin-token header is required');
    if (role === 'support-readonly' && !READ_ONLY_METHODS.has(request.method)) {
      throw new ForbiddenException('This session is read-only (support-readonly role): only GET requests are allowed');
    }
    next();
  }

  /** Constant-time, so the answer time does not reveal how much of the token was right. */
  private isConfiguredToken(presented: string): boolean {
    const candidate = Buffer.from(presented);
    return candidate.length === this.expectedToken.length && timingSafeEqual(candidate, this.expectedToken);
  }
}
