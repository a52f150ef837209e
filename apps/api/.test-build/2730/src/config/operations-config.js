import { isIP } from 'node:net';
import { ConfigError, parseWholeNumberSetting } from './env-parsers.js';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export const LOG_FORMATS = ['json', 'pretty'];
export const API_DOCS_SETTINGS = ['public', 'off'];
export function loadOperationsConfig(env, stdoutIsTerminal) {
    return {
        metricsToken: parseMetricsToken(env.METRICS_TOKEN),
        logLevel: parseChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
        logFormat: parseChoice(env, 'LOG_FORMAT', LOG_FORMATS, stdoutIsTerminal ? 'pretty' : 'json'),
        trustProxy: parseTrustProxy(env.TRUST_PROXY),
        jobLeadershipMs: parseWholeNumberSetting(env, 'JOB_LEADERSHIP_SECONDS', 30, 3, 3600) * 1000,
        apiDocs: parseChoice(env, 'API_DOCS', API_DOCS_SETTINGS, 'public'),
    };
}
function parseMetricsToken(value) {
    if (!value)
        return undefined;
    if (value.length < 16)
        throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters long');
    return value;
}
function parseChoice(env, variable, choices, fallback) {
    const value = env[variable]?.trim().toLowerCase();
    if (!value)
        return fallback;
    if (!choices.includes(value))
        throw new ConfigError(variable, `must be one of ${choices.join(', ')} (got "${env[variable]}")`);
    return value;
}
/**
 * A whole number of proxy hops (1: the load balancer in front), or a comma-separated list of the
 * proxies' addresses and CIDR ranges; Express applies either to X-Forwarded-For.
 */
function parseTrustProxy(value) {
    const text = value?.trim();
    if (!text)
        return false;
    if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops < 1 || hops > 10)
            throw new ConfigError('TRUST_PROXY', `must be a hop count from 1 to 10, or proxy addresses and CIDR ranges (got "${value}")`);
        return hops;
    }
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    for (const entry of entries) {
        if (!isAddressOrRange(entry)) {
            throw new ConfigError('TRUST_PROXY', `must be a hop count, or IP addresses and CIDR ranges, comma-separated (got "${entry}")`);
        }
    }
    return entries;
}
function isAddressOrRange(entry) {
    const [address, prefix, extra] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined)
        return false;
    if (prefix === undefined)
        return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
//# sourceMappingURL=operations-config.js.map