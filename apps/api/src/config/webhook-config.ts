import { ConfigError, parseWholeNumberSetting } from './env-parsers.js';

/** Settings of webhook delivery (issue 14). */
export interface WebhookConfig {
  /** Waits before each retry after a failed POST, in order; the event is given up after the last (WEBHOOK_RETRY_SCHEDULE_SECONDS). */
  retryScheduleMs: number[];
  /** How long one POST may take, connection to last byte (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** How long a dispatcher holds an attempt before another may take it; longer than a POST (WEBHOOK_LEASE_SECONDS). */
  leaseMs: number;
  /** POSTs in flight at once per API process; 0 stops this process from sending webhooks (WEBHOOK_CONCURRENCY). */
  concurrency: number;
  /** How often an idle dispatcher looks for due attempts (WEBHOOK_POLL_MS). */
  pollMs: number;
  /** An endpoint is switched off after this many failed POSTs in a row (WEBHOOK_DISABLE_AFTER_FAILURES). */
  disableAfterFailures: number;
  /** ...or when every POST to it has failed for this long (WEBHOOK_DISABLE_AFTER_HOURS). */
  disableAfterMs: number;
  /** After a secret rotation, how long the previous secret also signs (WEBHOOK_SECRET_ROTATION_GRACE_HOURS). */
  secretRotationGraceMs: number;
}

/** Seconds, minutes, then hours: about 27 hours from the first failure to the last try. */
const DEFAULT_RETRY_SCHEDULE = '5,30,120,600,1800,3600,7200,14400,28800,43200';
const MAX_RETRIES = 50;

export function loadWebhookConfig(env: NodeJS.ProcessEnv): WebhookConfig {
  const whole = (variable: string, fallback: number, min: number, max: number) => parseWholeNumberSetting(env, variable, fallback, min, max);
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

function parseRetrySchedule(value: string | undefined): number[] {
  const text = value?.trim() || DEFAULT_RETRY_SCHEDULE;
  const waits = text.split(',').map((entry) => entry.trim());
  const valid = waits.length <= MAX_RETRIES && waits.every((entry) => /^\d+$/.test(entry) && Number(entry) >= 1 && Number(entry) <= 7 * 86_400);
  if (!valid) {
    throw new ConfigError(
      'WEBHOOK_RETRY_SCHEDULE_SECONDS',
      `must list up to ${MAX_RETRIES} waits in whole seconds from 1 to 604800, comma-separated (got "${value}")`,
    );
  }
  return waits.map((entry) => Number(entry) * 1000);
}
