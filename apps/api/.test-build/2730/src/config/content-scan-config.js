import { ConfigError, parseWholeNumberSetting, parseYesNoSetting } from './env-parsers.js';
/** What acceptance does with a message while rspamd cannot be asked (CONTENT_SCAN_WHEN_DOWN). */
export const SCANNER_DOWN_POLICIES = ['accept', 'defer'];
export function loadContentScanConfig(env, nodeEnv) {
    const rejectScore = parseScore(env, 'CONTENT_SCAN_REJECT_SCORE', 15);
    const holdScore = parseScore(env, 'CONTENT_SCAN_HOLD_SCORE', 6);
    if (holdScore > rejectScore)
        throw new ConfigError('CONTENT_SCAN_HOLD_SCORE', `must not be above CONTENT_SCAN_REJECT_SCORE (${rejectScore})`);
    const whenDown = (env.CONTENT_SCAN_WHEN_DOWN?.trim().toLowerCase() || 'accept');
    if (!SCANNER_DOWN_POLICIES.includes(whenDown)) {
        throw new ConfigError('CONTENT_SCAN_WHEN_DOWN', `must be one of ${SCANNER_DOWN_POLICIES.join(', ')} (got "${env.CONTENT_SCAN_WHEN_DOWN}")`);
    }
    return {
        rspamdUrl: parseRspamdUrl(env.RSPAMD_URL),
        startPrivate: parseYesNoSetting(env, 'RSPAMD_START', nodeEnv === 'production'),
        rejectScore,
        holdScore,
        whenDown,
        timeoutMs: parseWholeNumberSetting(env, 'CONTENT_SCAN_TIMEOUT_MS', 10_000, 100, 600_000),
        maxScanBytes: parseWholeNumberSetting(env, 'CONTENT_SCAN_MAX_BYTES', 15 * 1024 * 1024, 1024, 15 * 1024 * 1024),
    };
}
function parseScore(env, variable, fallback) {
    const value = env[variable]?.trim();
    if (value === undefined || value === '')
        return fallback;
    const score = Number(value);
    if (!Number.isFinite(score) || score < 0 || score > 1000)
        throw new ConfigError(variable, `must be a number from 0 to 1000 (got "${value}")`);
    return score;
}
function parseRspamdUrl(value) {
    const trimmed = value?.trim();
    if (!trimmed)
        return null;
    let url;
    try {
        url = new URL(trimmed);
    }
    catch {
        throw new ConfigError('RSPAMD_URL', `must be an http:// or https:// URL (got "${value}")`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new ConfigError('RSPAMD_URL', `must be an http:// or https:// URL (got "${value}")`);
    return url.toString().replace(/\/+$/, '');
}
//# sourceMappingURL=content-scan-config.js.map