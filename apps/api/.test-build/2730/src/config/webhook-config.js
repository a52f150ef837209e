import { ConfigError, parseWholeNumberSetting } from './env-parsers.js';
/** Seconds, minutes, then hours: about 27 hours from the first failure to the last try. */
const DEFAULT_RETRY_SCHEDULE = '5,30,120,600,1800,3600,7200,14400,28800,43200';
const MAX_RETRIES = 50;
export function loadWebhookConfig(env) {
    const whole = (variable, fallback, min, max) => parseWholeNumberSetting(env, variable, fallback, min, max);
    const timeoutMs = whole('WEBHOOK_TIMEOUT_SECONDS', 10, 1, 120) * 1000;
    const leaseMs = whole('WEBHOOK_LEASE_SECONDS', 60, 2, 3600) * 1000;
    if (leaseMs <= timeoutMs) {
        throw new ConfigError('WEBHOOK_LEASE_SECONDS', `must be longer than WEBHOOK_TIMEOUT_SECONDS (${timeoutMs / 1000})`);
    }
    return {
        retryScheduleMs: parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE_SECONDS),
        timeoutMs,
        leaseMs,
        concurrency: whole('WEBHOOK_CONCURRENCY', 4, 0, 100),
        pollMs: whole('WEBHOOK_POLL_MS', 1000, 10, 60_000),
        disableAfterFailures: whole('WEBHOOK_DISABLE_AFTER_FAILURES', 100, 1, 1_000_000),
        disableAfterMs: whole('WEBHOOK_DISABLE_AFTER_HOURS', 24, 1, 24 * 30) * 3_600_000,
        secretRotationGraceMs: whole('WEBHOOK_SECRET_ROTATION_GRACE_HOURS', 24, 0, 24 * 30) * 3_600_000,
    };
}
function parseRetrySchedule(value) {
    const text = value?.trim() || DEFAULT_RETRY_SCHEDULE;
    const waits = text.split(',').map((entry) => entry.trim());
    const valid = waits.length <= MAX_RETRIES && waits.every((entry) => /^\d+$/.test(entry) && Number(entry) >= 1 && Number(entry) <= 7 * 86_400);
    if (!valid) {
        throw new ConfigError('WEBHOOK_RETRY_SCHEDULE_SECONDS', `must list up to ${MAX_RETRIES} waits in whole seconds from 1 to 604800, comma-separated (got "${value}")`);
    }
    return waits.map((entry) => Number(entry) * 1000);
}
//# sourceMappingURL=webhook-config.js.map