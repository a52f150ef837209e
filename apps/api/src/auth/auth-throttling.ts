import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config.js';

/** Counts every call per client IP address. */
export const PER_CLIENT = 'per-client';
/** Counts calls naming the same e-mail address, whichever client makes them. */
export const PER_ADDRESS = 'per-address';

function emailInBody(context: ExecutionContext): string | undefined {
  const body = context.switchToHttp().getRequest<{ body?: { email?: unknown } }>().body;
  return typeof body?.email === 'string' && body.email.trim() ? body.email.trim().toLowerCase() : undefined;
}

/** Limits on the public auth calls, against password guessing and mail flooding. */
export function authThrottlerOptions({ loginRateLimit }: AppConfig): ThrottlerModuleOptions {
  const ttl = loginRateLimit.windowSeconds * 1000;
  return {
    throttlers: [
      { name: PER_CLIENT, limit: loginRateLimit.perClient, ttl },
      {
        name: PER_ADDRESS,
        limit: loginRateLimit.perAddress,
        ttl,
        // A body without an e-mail is refused by validation anyway; it has no address to count.
        skipIf: (context) => emailInBody(context) === undefined,
        getTracker: (_request, context) => emailInBody(context) ?? '',
      },
    ],
    errorMessage: (_context, limit) => `Too many attempts: try again in ${limit.timeToBlockExpire} seconds`,
  };
}
