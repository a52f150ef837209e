import { isIP } from 'node:net';
import { ConfigError, HOSTNAME_PATTERN, parseWholeNumberSetting } from './env-parsers.js';

/**
 * The platform's own sending domain and what lives on it: platform mail (no-reply@), each
 * account's sandbox address, and the mailbox simulator's domain.
 */
export interface PlatformMailConfig {
  /** The platform's sending domain: PUBLIC_HOSTNAME when set, else LOCAL_PLATFORM_DOMAIN. */
  domain: string;
  /** Whether the domain is a public name mail can be sent from to the world (not localhost, .test, an IP...). */
  public: boolean;
  /** Where the simulator's addresses are: simulator.<domain>. */
  simulatorDomain: string;
  /** Messages a day an account may send from its sandbox address (SANDBOX_DAILY_LIMIT); simulator mail is not counted. */
  sandboxDailyLimit: number;
}

/** The platform domain's name while no public host name is set. */
export const LOCAL_PLATFORM_DOMAIN = 'platform.localhost';

/** Names that never reach the public DNS (RFC 2606, RFC 6761, RFC 6762, RFC 8375). */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'test', 'example', 'invalid', 'internal', 'lan', 'home.arpa', 'localdomain'];

export function loadPlatformMailConfig(env: NodeJS.ProcessEnv): PlatformMailConfig {
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
export function isPublicHostname(name: string): boolean {
  if (!name || isIP(name) || !name.includes('.')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
