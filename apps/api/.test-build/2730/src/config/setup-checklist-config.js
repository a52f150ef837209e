import { ConfigError, HOSTNAME_PATTERN, parseWholeNumberSetting } from './env-parsers.js';
/** A well-known MX that answers on port 25 from anywhere port 25 is open. */
const DEFAULT_PORT25_PROBE_HOST = 'gmail-smtp-in.l.google.com:25';
export function loadSetupChecklistConfig(env) {
    const whole = (variable, fallback, min, max) => parseWholeNumberSetting(env, variable, fallback, min, max);
    return {
        cacheSeconds: whole('SETUP_CHECKLIST_CACHE_SECONDS', 30, 1, 3600),
        port25ProbeTarget: parseProbeTarget(env.PORT25_PROBE_HOST?.trim() || DEFAULT_PORT25_PROBE_HOST),
        port25ProbeTimeoutMs: whole('PORT25_PROBE_TIMEOUT_SECONDS', 5, 1, 60) * 1000,
        port25ProbeCacheSeconds: whole('PORT25_PROBE_CACHE_SECONDS', 600, 1, 24 * 3600),
    };
}
/** `host`, `host:port`, `[ipv6]:port`, or off. */
function parseProbeTarget(value) {
    if (value.toLowerCase() === 'off')
        return null;
    const match = /^\[(.+)\]:(\d+)$/.exec(value) ?? /^([^:]+):(\d+)$/.exec(value) ?? [value, value, '25'];
    const [, host, port] = match;
    const portNumber = Number(port);
    const isAddress = host.includes(':') || /^[\d.]+$/.test(host);
    if ((!isAddress && !HOSTNAME_PATTERN.test(host)) || !Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535) {
        throw new ConfigError('PORT25_PROBE_HOST', `must be a host name or address with an optional port, or off (got "${value}")`);
    }
    return { host: host.toLowerCase(), port: portNumber };
}
//# sourceMappingURL=setup-checklist-config.js.map