import { ConfigError, parseWholeNumberSetting, parseYesNoSetting } from './env-parsers.js';

/** Settings of mail acceptance, the queue and the relay worker. */
export interface SendingConfig {
  /** SMTP submission port; 0 picks a free one, -1 disables the listener (SMTP_SUBMISSION_PORT). */
  smtpSubmissionPort: number;
  /** Host the submission listener binds (SMTP_SUBMISSION_HOST). */
  smtpSubmissionHost: string;
  /** Name the submission server greets with (SMTP_HOSTNAME). */
  smtpHostname: string;
  /** PEM certificate and key for STARTTLS; a self-signed pair is generated into dataDir when unset. */
  smtpTlsCertFile?: string;
  smtpTlsKeyFile?: string;
  /** SMTP sessions open at once from one client address (SMTP_MAX_SESSIONS_PER_CLIENT); more are refused with 421 at connect. */
  smtpMaxSessionsPerClient: number;
  /** SMTP sessions open at once in all (SMTP_MAX_CLIENTS); each may be receiving a message of up to maxMessageBytes. */
  smtpMaxClients: number;
  /** Longest a DATA transfer may take, in ms (SMTP_DATA_TIMEOUT_SECONDS); every byte resets the idle timeout, this does not. */
  smtpDataTimeoutMs: number;
  /** Longest an SMTP client may stay silent, in ms (SMTP_IDLE_TIMEOUT_SECONDS). */
  smtpIdleTimeoutMs: number;
  /** Sessions open at once from which the submission listener counts as busy (SMTP_BUSY_SESSIONS; default 80% of smtpMaxClients). */
  smtpBusySessions: number;
  /** The idle timeout while the listener is busy, in ms (SMTP_BUSY_IDLE_TIMEOUT_SECONDS). */
  smtpBusyIdleTimeoutMs: number;
  /** Largest message accepted, in bytes (MAX_MESSAGE_BYTES). */
  maxMessageBytes: number;
  /** Largest number of recipients of one message (MAX_RECIPIENTS). */
  maxRecipients: number;
  /** Whether a domain must have passed DKIM verification before it may send (REQUIRE_VERIFIED_DKIM). */
  requireVerifiedDkim: boolean;
  retry: { firstRetryMs: number; maxRetryMs: number; lifetimeMs: number };
  /** How long a worker holds a delivery before it goes back to the queue (LEASE_SECONDS). */
  leaseMs: number;
  /** Deliveries the API's relay worker carries at once; 0 disables it (RELAY_WORKER_CONCURRENCY). */
  relayWorkerConcurrency: number;
  /** How often an idle worker looks for due deliveries (QUEUE_POLL_MS). */
  queuePollMs: number;
  /**
   * How often each API process rereads the open deliveries, to learn of those queued or
   * finished by other processes (QUEUE_RESCAN_MS); a slow read stretches the wait, see QueueMaintenanceService.
   */
  queueRescanMs: number;
  /**
   * How long the first attempt of a delivery is reserved for the API process that queued it, which
   * then leases it without reading it back; 0 reserves nothing (QUEUE_FIRST_ATTEMPT_RESERVATION_SECONDS).
   */
  firstAttemptReservationMs: number;
  /** Whether relay connections check the relay's TLS certificate (RELAY_TLS_REJECT_UNAUTHORIZED). */
  relayTlsRejectUnauthorized: boolean;
  /** SMTP connections the relay worker keeps open to one relay at most, reused message after message (RELAY_MAX_CONNECTIONS). */
  relayMaxConnections: number;
}

export function loadSendingConfig(env: NodeJS.ProcessEnv): SendingConfig {
  const whole = (variable: string, fallback: number, min: number, max: number) =>
    parseWholeNumberSetting(env, variable, fallback, min, max);
  const certFile = env.SMTP_TLS_CERT_FILE || undefined;
  const keyFile = env.SMTP_TLS_KEY_FILE || undefined;
  if (Boolean(certFile) !== Boolean(keyFile)) {
    throw new ConfigError(certFile ? 'SMTP_TLS_KEY_FILE' : 'SMTP_TLS_CERT_FILE', 'must be set together with its pair');
  }
  const smtpMaxClients = whole('SMTP_MAX_CLIENTS', 100, 1, 100_000);
  return {
    smtpSubmissionPort: whole('SMTP_SUBMISSION_PORT', 2587, -1, 65535),
    smtpSubmissionHost: env.SMTP_SUBMISSION_HOST || '0.0.0.0',
    smtpHostname: env.SMTP_HOSTNAME || 'localhost',
    smtpTlsCertFile: certFile,
    smtpTlsKeyFile: keyFile,
    smtpMaxSessionsPerClient: whole('SMTP_MAX_SESSIONS_PER_CLIENT', 10, 1, 10_000),
    smtpMaxClients,
    smtpDataTimeoutMs: whole('SMTP_DATA_TIMEOUT_SECONDS', 600, 1, 86_400) * 1000,
    // RFC 5321 4.5.3.2.7: a server should wait at least 5 minutes for the next command.
    smtpIdleTimeoutMs: whole('SMTP_IDLE_TIMEOUT_SECONDS', 300, 1, 86_400) * 1000,
    smtpBusySessions: whole('SMTP_BUSY_SESSIONS', Math.max(1, Math.floor(smtpMaxClients * 0.8)), 1, 100_000),
    // Postfix's smtpd_timeout under stress is 10 s.
    smtpBusyIdleTimeoutMs: whole('SMTP_BUSY_IDLE_TIMEOUT_SECONDS', 10, 1, 86_400) * 1000,
    // A stored message is one MongoDB document, and a document holds at most 16 MiB.
    maxMessageBytes: whole('MAX_MESSAGE_BYTES', 15 * 1024 * 1024, 1024, 15 * 1024 * 1024),
    maxRecipients: whole('MAX_RECIPIENTS', 100, 1, 10_000),
    requireVerifiedDkim: parseYesNoSetting(env, 'REQUIRE_VERIFIED_DKIM', true),
    retry: {
      firstRetryMs: whole('RETRY_FIRST_SECONDS', 300, 1, 86_400) * 1000,
      maxRetryMs: whole('RETRY_MAX_SECONDS', 4 * 3600, 1, 7 * 86_400) * 1000,
      lifetimeMs: whole('QUEUE_LIFETIME_SECONDS', 5 * 86_400, 1, 30 * 86_400) * 1000,
    },
    leaseMs: whole('LEASE_SECONDS', 300, 1, 86_400) * 1000,
    relayWorkerConcurrency: whole('RELAY_WORKER_CONCURRENCY', 8, 0, 1000),
    queuePollMs: whole('QUEUE_POLL_MS', 1000, 10, 60_000),
    queueRescanMs: whole('QUEUE_RESCAN_MS', 5000, 100, 3_600_000),
    firstAttemptReservationMs: whole('QUEUE_FIRST_ATTEMPT_RESERVATION_SECONDS', 15, 0, 300) * 1000,
    relayTlsRejectUnauthorized: parseYesNoSetting(env, 'RELAY_TLS_REJECT_UNAUTHORIZED', true),
    relayMaxConnections: whole('RELAY_MAX_CONNECTIONS', 5, 1, 100),
  };
}
