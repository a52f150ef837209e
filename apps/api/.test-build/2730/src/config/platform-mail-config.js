import { isIP } from 'node:net';
import { ConfigError, HOSTNAME_PATTERN, parseWholeNumberSetting } from './env-parsers.js';
/** The platform domain's name while no public host name is set. */
export const LOCAL_PLATFORM_DOMAIN = 'platform.localhost';
/** Names that never reach the public DNS (RFC 2606, RFC 6761, RFC 6762, RFC 8375). */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'test', 'example', 'invalid', 'internal', 'lan', 'home.arpa', 'localdomain'];
export function loadPlatformMailConfig(env) {
    const publicHostname = env.PUBLIC_HOSTNAME?.trim().toLowerCase().replace(/\.$/, '') || '';
    if (publicHostname && !HOSTNAME_PATTERN.test(publicHostname)) {
        throw new ConfigError('PUBLIC_HOSTNAME', `must be a host name (got "${publicHostname}")`);
    }
    const domain = publicHostname || LOCAL_PLATFORM_DOMAIN;
    return {
        domain,
        public: isPublicHostname(publicHostname),
        simulatorDomain: `simulator.${domain}`,
        sandboxDailyLimit: parseWholeNumberSetting(env, 'SANDBOX_DAILY_LIMIT', 50, 0, 1_000_000),
    };
}
/** A name with a dot that the public DNS can answer: not an IP, not a reserved or local suffix. */
export function isPublicHostname(name) {
    if (!name || isIP(name) || !name.includes('.'))
        return false;
    return !PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
//# sourceMappingURL=platform-mail-config.js.map