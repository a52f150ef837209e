import { ConfigError, parseWholeNumberSetting, parseYesNoSetting } from './env-parsers.js';
export function loadSendingConfig(env) {
    const whole = (variable, fallback, min, max) => parseWholeNumberSetting(env, variable, fallback, min, max);
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
        relayTlsRejectUnauthorized: parseYesNoSetting(env, 'RELAY_TLS_REJECT_UNAUTHORIZED', true),
        relayMaxConnections: whole('RELAY_MAX_CONNECTIONS', 5, 1, 100),
    };
}
//# sourceMappingURL=sending-config.js.map