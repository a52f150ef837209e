import { Inject, Injectable, type NestMiddleware, UnauthorizedException } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ADMIN_TOKEN_HEADER } from '@platform/contracts';
import type { RuntimeSecrets } from '../config/persistent-secrets.js';
import { RUNTIME_SECRETS } from './runtime-secrets.token.js';

/**
 * Mounted on the whole /api/admin tree (a middleware rather than a route guard, so that
 * it also answers paths no route matches): without a valid x-admin-token the answer is 401.
 */
@Injectable()
export class AdminTokenMiddleware implements NestMiddleware {
  private readonly expectedToken: Buffer;

  constructor(@Inject(RUNTIME_SECRETS) secrets: RuntimeSecrets) {
    this.expectedToken = Buffer.from(secrets.adminToken);
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    const presented = request.header(ADMIN_TOKEN_HEADER);
    if (!presented || !this.matches(presented)) {
      throw new UnauthorizedException('A valid x-admin-token header is required');
    }
    next();
  }

  private matches(presented: string): boolean {
    const candidate = Buffer.from(presented);
    return candidate.length === this.expectedToken.length && timingSafeEqual(candidate, this.expectedToken);
  }
}
