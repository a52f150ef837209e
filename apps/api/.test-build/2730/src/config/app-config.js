import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError, HOSTNAME_PATTERN, parseWholeNumberSetting, parseYesNoSetting } from './env-parsers.js';
import { loadContentScanConfig } from './content-scan-config.js';
import { loadInboundMailConfig } from './inbound-mail-config.js';
import { loadLocalDeliveryConfig } from './local-delivery-config.js';
import { loadSendingConfig } from './sending-config.js';
import { loadWebhookConfig } from './webhook-config.js';
import { loadOperationsConfig } from './operations-config.js';
import { loadPlatformMailConfig } from './platform-mail-config.js';
import { loadSignInThrottleConfig } from './sign-in-throttle-config.js';
import { loadSetupChecklistConfig } from './setup-checklist-config.js';
export { ConfigError } from './env-parsers.js';
const NODE_ENVS = ['development', 'production', 'test'];
export function loadAppConfig(env = process.env, stdoutIsTerminal = false) {
    const nodeEnv = (env.NODE_ENV ?? 'development');
    if (!NODE_ENVS.includes(nodeEnv)) {
        throw new ConfigError('NODE_ENV', `must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`);
    }
    return {
        nodeEnv,
        port: parsePort(env.PORT),
        dataDir: resolve(env.DATA_DIR || 'data'),
        mongodbUri: parseMongoUri(env.MONGODB_URI),
        databaseCommandCountsFile: env.DB_COMMAND_COUNTS_FILE ? resolve(env.DB_COMMAND_COUNTS_FILE) : undefined,
        databaseMaxPoolSize: parseWholeNumberSetting(env, 'DB_MAX_POOL_SIZE', 50, 1, 1000),
        databaseTimeoutSeconds: parseWholeNumberSetting(env, 'DB_TIMEOUT_SECONDS', 600, 1, 24 * 60 * 60),
        adminToken: parseAdminToken(env.ADMIN_TOKEN),
        secretKey: parseSecretKey(env.SECRET_KEY),
        webDistDir: resolve(env.WEB_DIST_DIR || resolve(import.meta.dirname, '../../../../web/dist')),
        planDefinitionsFile: parsePlanDefinitionsFile(env.PLAN_DEFINITIONS_FILE),
        spfInclude: parseSpfInclude(env.SPF_INCLUDE, env.PUBLIC_HOSTNAME),
        publicHostname: env.PUBLIC_HOSTNAME?.trim().toLowerCase() || undefined,
        dnsServers: parseDnsServers(env.DNS_SERVERS),
        adminSessionTtlHours: parseWholeNumberSetting(env, 'ADMIN_SESSION_TTL_HOURS', 12, 1, 24 * 365),
        loginRateLimit: {
            perClient: parseWholeNumberSetting(env, 'LOGIN_RATE_LIMIT_PER_CLIENT', 30, 1, 1_000_000),
            windowSeconds: parseWholeNumberSetting(env, 'LOGIN_RATE_LIMIT_WINDOW_SECONDS', 15 * 60, 1, 24 * 60 * 60),
        },
        linkRateLimit: {
            perClient: parseWholeNumberSetting(env, 'LINK_RATE_LIMIT_PER_CLIENT', 300, 1, 1_000_000),
            perToken: parseWholeNumberSetting(env, 'LINK_RATE_LIMIT_PER_TOKEN', 20, 1, 1_000_000),
            windowSeconds: parseWholeNumberSetting(env, 'LINK_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 24 * 60 * 60),
        },
        signInThrottle: loadSignInThrottleConfig(env),
        passwordResetTtlMinutes: parseWholeNumberSetting(env, 'PASSWORD_RESET_TTL_MINUTES', 60, 1, 7 * 24 * 60),
        publicUrl: parsePublicUrl(env.PUBLIC_URL, parsePort(env.PORT)),
        smtpSettingsTlsRejectUnauthorized: parseYesNoSetting(env, 'SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED', true),
        backupKeep: parseWholeNumberSetting(env, 'BACKUP_KEEP', 14, 2, 10_000),
        backupIntervalHours: parseWholeNumberSetting(env, 'BACKUP_INTERVAL_HOURS', nodeEnv === 'test' ? 0 : 24, 0, 24 * 365),
        agentOfflineAfterSeconds: parseWholeNumberSetting(env, 'AGENT_OFFLINE_AFTER_SECONDS', 90, 1, 24 * 60 * 60),
        containsSearchMaxTimeMs: parseWholeNumberSetting(env, 'CONTAINS_SEARCH_MAX_TIME_MS', 2_000, 1, 60_000),
        jsonBodyLimitBytes: parseWholeNumberSetting(env, 'JSON_BODY_LIMIT_BYTES', 100 * 1024, 1024, 16 * 1024 * 1024),
        sending: loadSendingConfig(env),
        contentScan: loadContentScanConfig(env, nodeEnv),
        localDelivery: loadLocalDeliveryConfig(env, nodeEnv),
        inbound: loadInboundMailConfig(env, env.SMTP_HOSTNAME || 'localhost'),
        platformMail: loadPlatformMailConfig(env),
        customer: {
            sessionTtlHours: parseWholeNumberSetting(env, 'CUSTOMER_SESSION_TTL_HOURS', 24, 1, 24 * 365),
            emailConfirmationTtlHours: parseWholeNumberSetting(env, 'EMAIL_CONFIRMATION_TTL_HOURS', 48, 1, 24 * 30),
            signupPlanCode: env.SIGNUP_PLAN_CODE?.trim() || 'trial',
            signupDomainLimit: parseWholeNumberSetting(env, 'SIGNUP_DOMAIN_LIMIT', 3, 0, 100_000),
            // Off by default in tests: a re-check would ask the system's resolvers about test domains.
            domainRecheckMinutes: parseWholeNumberSetting(env, 'DOMAIN_RECHECK_MINUTES', nodeEnv === 'test' ? 0 : 60, 0, 7 * 24 * 60),
            messageSearchScanLimit: parseWholeNumberSetting(env, 'MESSAGE_SEARCH_SCAN_LIMIT', 20_000, 1, 10_000_000),
        },
        webhooks: loadWebhookConfig(env),
        readinessMaxQueueLagSeconds: parseWholeNumberSetting(env, 'READINESS_MAX_QUEUE_LAG_SECONDS', 600, 1, 30 * 24 * 60 * 60),
        shutdownGraceSeconds: parseWholeNumberSetting(env, 'SHUTDOWN_GRACE_SECONDS', 30, 0, 60 * 60),
        operations: loadOperationsConfig(env, stdoutIsTerminal),
        rollupWriterStaleSeconds: parseWholeNumberSetting(env, 'ROLLUP_WRITER_STALE_SECONDS', 30, 2, 24 * 60 * 60),
        logExpiryIntervalMinutes: parseWholeNumberSetting(env, 'LOG_EXPIRY_INTERVAL_MINUTES', nodeEnv === 'test' ? 0 : 60, 0, 7 * 24 * 60),
        setupChecklist: loadSetupChecklistConfig(env),
    };
}
function parsePort(value) {
    if (value === undefined || value === '')
        return 3000;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${value}")`);
    }
    return port;
}
function parseMongoUri(value) {
    if (!value)
        return undefined;
    if (!/^mongodb(\+srv)?:\/\//.test(value)) {
        throw new ConfigError('MONGODB_URI', 'must start with mongodb:// or mongodb+srv://');
    }
    return value;
}
function parseAdminToken(value) {
    if (!value)
        return undefined;
    if (value.length < 16)
        throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters long');
    return value;
}
function parseSecretKey(value) {
    if (!value)
        return undefined;
    if (!/^[0-9a-fA-F]{64}$/.test(value)) {
        throw new ConfigError('SECRET_KEY', 'must be 64 hexadecimal characters (32 bytes)');
    }
    return value.toLowerCase();
}
function parsePlanDefinitionsFile(value) {
    if (!value)
        return undefined;
    const path = resolve(value);
    if (!existsSync(path))
        throw new ConfigError('PLAN_DEFINITIONS_FILE', `names a file that does not exist (${path})`);
    return path;
}
/** Without SPF_INCLUDE the include host is derived from the public host name (PUBLIC_HOSTNAME). */
function parseSpfInclude(value, publicHostname) {
    if (value) {
        if (!HOSTNAME_PATTERN.test(value))
            throw new ConfigError('SPF_INCLUDE', `must be a host name (got "${value}")`);
        return value.toLowerCase();
    }
    if (publicHostname && !HOSTNAME_PATTERN.test(publicHostname)) {
        throw new ConfigError('PUBLIC_HOSTNAME', `must be a host name (got "${publicHostname}")`);
    }
    return `spf.${(publicHostname || 'localhost').toLowerCase()}`;
}
/** Comma-separated `ip`, `ip:port` or `[ipv6]:port`; node's resolver takes IP addresses only, not names. */
function parseDnsServers(value) {
    const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    for (const entry of entries) {
        const match = /^\[(.+)\]:(\d+)$/.exec(entry) ?? /^([^:]+):(\d+)$/.exec(entry) ?? [entry, entry, '53'];
        const [, address, port] = match;
        if (!isIP(address) || Number(port) < 1 || Number(port) > 65535) {
            throw new ConfigError('DNS_SERVERS', `must list IP addresses with an optional port, comma-separated (got "${entry}")`);
        }
    }
    return entries;
}
/** Links in e-mails point here; without PUBLIC_URL, at this server on localhost. */
function parsePublicUrl(value, port) {
    if (!value)
        return `http://localhost:${port}`;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL (got "${value}")`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL (got "${value}")`);
    }
    return url.toString().replace(/\/+$/, '');
}
//# sourceMappingURL=app-config.js.map