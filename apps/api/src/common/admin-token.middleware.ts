import { ForbiddenException, Injectable, type NestMiddleware, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ADMIN_CURRENT_SESSION_PATH, ADMIN_SESSIONS_PATH, ADMIN_TOKEN_HEADER } from '@platform/contracts';
import { AdminSessionsService, type ConsoleRole } from '../auth/admin-sessions.service.js';
import { MasterAdminTokenService } from '../auth/master-admin-token.service.js';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD']);

/** The role of the request's console session, as this middleware found it (for FullAdminGuard). */
export function consoleRoleOf(response: Response): ConsoleRole | undefined {
  return (response.locals as { consoleRole?: ConsoleRole }).consoleRole;
}

/** Who holds the request's console session (an admin's e-mail, or 'master token'), for records of who did what. */
export function consoleActorOf(response: Response): string {
  return (response.locals as { consoleActor?: string }).consoleActor ?? 'unknown';
}

/**
 * Mounted on the whole /api/admin tree (a middleware rather than a route guard, so that
 * it also answers paths no route matches). x-admin-token must be an admin session: one issued
 * at login, or one opened with the master admin token at POST /api/admin/sessions, the only
 * route that takes the master token (and takes nothing else). Without a valid token: 401. A
 * support-readonly session may only read: any other method is 403.
 */
@Injectable()
export class AdminTokenMiddleware implements NestMiddleware {
  constructor(
    private readonly adminSessions: AdminSessionsService,
    private readonly masterToken: MasterAdminTokenService,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const presented = request.header(ADMIN_TOKEN_HEADER);
    if (opensSession(request)) {
      if (presented && (await this.masterToken.matches(presented))) return next();
      throw new UnauthorizedException('A valid x-admin-token header is required');
    }

    const session = presented ? await this.adminSessions.sessionFor(presented) : null;
    const role = session?.role;
    if (!session || !role) throw new UnauthorizedException('A valid x-admin-token header is required');
    if (role === 'support-readonly' && !READ_ONLY_METHODS.has(request.method) && !endsOwnSession(request)) {
      throw new ForbiddenException('This session is read-only (support-readonly role): only GET requests are allowed');
    }
    response.locals.consoleRole = role;
    response.locals.consoleActor = session.actor;
    next();
  }
}

function opensSession(request: Request): boolean {
  return request.method === 'POST' && routePathOf(request) === ADMIN_SESSIONS_PATH;
}

/** Logout: a read-only session may end itself. */
function endsOwnSession(request: Request): boolean {
  return request.method === 'DELETE' && routePathOf(request) === ADMIN_CURRENT_SESSION_PATH;
}

/** The path as Express routes it (case-insensitive, with or without a trailing slash), so no spelling reaches a route past these checks. */
function routePathOf(request: Request): string {
  return request.originalUrl.split('?')[0].replace(/\/+$/, '').toLowerCase();
}
