import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config.js';

/**
 * A request rate limit per client IP address on the public auth calls, against floods. It is
 * kept in each process's memory: failed sign-ins themselves are counted per account and per
 * address in the database, by SignInThrottleService, for every process alike. Nothing here is
 * counted per e-mail address, so no third party can use it to shut an account's owner out.
 */
export function authThrottlerOptions({ loginRateLimit }: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [{ limit: loginRateLimit.perClient, ttl: loginRateLimit.windowSeconds * 1000 }],
    errorMessage: (_context, limit) => `Too many attempts: try again in ${limit.timeToBlockExpire} seconds`,
  };
}
