import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { clientAddressKey } from '../sign-in-throttle/client-address.js';
import { RequestRateLimits } from './request-rate-limits.js';

/**
 * A request rate limit on the public links in sent mail (`/u/` unsubscribe, `/t/` opens and
 * clicks), per client address and per link token: whoever holds one link cannot make the
 * platform record (and post webhooks) at will. Counted in the database like the auth calls'
 * limit, so it holds across API processes. The token is hashed into the counter's _id, which
 * keeps it short whatever a client sends.
 */
@Injectable()
export class LinkRateLimitGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly counters: RequestRateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const { perClient, perToken, windowSeconds } = this.config.linkRateLimit;
    const token = String(request.params.token ?? request.params.file ?? '');
    const windowMs = windowSeconds * 1000;
    const [client, link] = await Promise.all([
      this.counters.increment(clientAddressKey(request.ip), windowMs, perClient, 0, 'link-client'),
      this.counters.increment(createHash('sha256').update(token).digest('hex'), windowMs, perToken, 0, 'link-token'),
    ]);
    const blocked = [client, link].filter((record) => record.isBlocked);
    if (blocked.length === 0) return true;
    const seconds = Math.max(...blocked.map((record) => record.timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(`Too many requests for this link: try again in ${seconds} seconds`, HttpStatus.TOO_MANY_REQUESTS);
  }
}
