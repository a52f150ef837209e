/**
 * A request rate limit per client IP address (req.ip, after TRUST_PROXY) on the public auth
 * calls, against floods. Counted in the database (`storage`: RequestRateLimits), so a limit
 * reached through one API process holds on the others; failed sign-ins themselves are counted
 * per account and per address by SignInThrottleService. Nothing here is counted per e-mail
 * address, so no third party can use it to shut an account's owner out.
 */
export function authThrottlerOptions({ loginRateLimit }, storage) {
    return {
        storage,
        throttlers: [{ limit: loginRateLimit.perClient, ttl: loginRateLimit.windowSeconds * 1000 }],
        errorMessage: (_context, limit) => `Too many attempts: try again in ${limit.timeToBlockExpire} seconds`,
    };
}
//# sourceMappingURL=auth-throttling.js.map