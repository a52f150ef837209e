import { ConfigError, HOSTNAME_PATTERN, parseWholeNumberSetting } from './env-parsers.js';

/** The operator's set-up checklist: how long its results are kept, and the port 25 probe. */
export interface SetupChecklistConfig {
  /** Seconds a checklist's results are served before the next request checks again (SETUP_CHECKLIST_CACHE_SECONDS). */
  cacheSeconds: number;
  /** The mail server a TCP connection to port 25 is tried with, or null when the probe is off (PORT25_PROBE_HOST). */
  port25ProbeTarget: { host: string; port: number } | null;
  /** How long the probe waits for the connection (PORT25_PROBE_TIMEOUT_SECONDS). */
  port25ProbeTimeoutMs: number;
  /** Seconds a probe's result is kept: outbound port 25 rarely changes, and a probe is a connection to someone else's server (PORT25_PROBE_CACHE_SECONDS). */
  port25ProbeCacheSeconds: number;
}

/** A well-known MX that answers on port 25 from anywhere port 25 is open. */
const DEFAULT_PORT25_PROBE_HOST = 'gmail-smtp-in.l.google.com:25';

export function loadSetupChecklistConfig(env: NodeJS.ProcessEnv): SetupChecklistConfig {
  const whole = (variable: string, fallback: number, min: number, max: number) => parseWholeNumberSetting(env, variable, fallback, min, max);
  return {
    cacheSeconds: whole('SETUP_CHECKLIST_CACHE_SECONDS', 30, 1, 3600),
    port25ProbeTarget: parseProbeTarget(env.PORT25_PROBE_HOST?.trim() || DEFAULT_PORT25_PROBE_HOST),
    port25ProbeTimeoutMs: whole('PORT25_PROBE_TIMEOUT_SECONDS', 5, 1, 60) * 1000,
    port25ProbeCacheSeconds: whole('PORT25_PROBE_CACHE_SECONDS', 600, 1, 24 * 3600),
  };
}

/** `host`, `host:port`, `[ipv6]:port`, or off. */
function parseProbeTarget(value: string): SetupChecklistConfig['port25ProbeTarget'] {
  if (value.toLowerCase() === 'off') return null;
  const match = /^\[(.+)\]:(\d+)$/.exec(value) ?? /^([^:]+):(\d+)$/.exec(value) ?? [value, value, '25'];
  const [, host, port] = match;
  const portNumber = Number(port);
  const isAddress = host.includes(':') || /^[\d.]+$/.test(host);
  if ((!isAddress && !HOSTNAME_PATTERN.test(host)) || !Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535) {
    throw new ConfigError('PORT25_PROBE_HOST', `must be a host name or address with an optional port, or off (got "${value}")`);
  }
  return { host: host.toLowerCase(), port: portNumber };
}
