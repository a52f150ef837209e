import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError, HOSTNAME_PATTERN, parseWholeNumberSetting, parseYesNoSetting } from './env-parsers.js';
import { loadContentScanConfig, type ContentScanConfig } from './content-scan-config.js';
import { loadInboundMailConfig, type InboundMailConfig } from './inbound-mail-config.js';
import { loadLocalDeliveryConfig, type LocalDeliveryConfig } from './local-delivery-config.js';
import { loadSendingConfig, type SendingConfig } from './sending-config.js';
import { loadWebhookConfig, type WebhookConfig } from './webhook-config.js';
import { loadOperationsConfig, type OperationsConfig } from './operations-config.js';
import { loadPlatformMailConfig, type PlatformMailConfig } from './platform-mail-config.js';
import { loadSignInThrottleConfig, type SignInThrottleConfig } from './sign-in-throttle-config.js';
import { loadSetupChecklistConfig, type SetupChecklistConfig } from './setup-checklist-config.js';

export { ConfigError } from './env-parsers.js';

/** Configuration of the API, read from the environment once at start-up. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Folder for the embedded database, generated secrets and backups. */
  dataDir: string;
  /** A MongoDB server to use; when absent the embedded database is started in dataDir. */
  mongodbUri?: string;
  /** A file where the API keeps counts of its database commands, for benchmarks (DB_COMMAND_COUNTS_FILE). */
  databaseCommandCountsFile?: string;
  /**
   * Database connections of this process at most (DB_MAX_POOL_SIZE): commands beyond wait for one.
   * Below the embedded database's 100 SQLite connections, see AppModule's databaseOptions.
   */
  databaseMaxPoolSize: number;
  /**
   * How long a command may wait for a connection of the pool, and for the database's answer,
   * before it fails with an error (DB_TIMEOUT_SECONDS): a database that stopped answering is
   * reported instead of holding every caller for ever. Ten minutes by default: the log expiry's
   * read of a whole collection on the embedded database (a million entries at a few thousand a
   * second on a busy machine) must not be cut short.
   */
  databaseTimeoutSeconds: number;
  /** Console sign-in token; generated on first start and kept in dataDir when unset. */
  adminToken?: string;
  /** Key for secrets at rest (64 hex characters); generated and kept in dataDir when unset. */
  secretKey?: string;
  /** Folder of the built console, served on the API's port in production. */
  webDistDir: string;
  /** A JSON file of plan definitions that replaces the built-in list seeded into an empty database. */
  planDefinitionsFile?: string;
  /** The host every domain's SPF record includes (`v=spf1 include:<spfInclude> ~all`). */
  spfInclude: string;
  /** The platform's public host name (PUBLIC_HOSTNAME), lower-cased; undefined while unset. */
  publicHostname?: string;
  /** DNS servers (`ip` or `ip:port`) that domain verification asks; empty means the system's resolvers. */
  dnsServers: string[];
  /** Hours an admin session issued at login stays valid (ADMIN_SESSION_TTL_HOURS). */
  adminSessionTtlHours: number;
  /** Calls of the public auth routes allowed per client within one window (an in-process request rate limit). */
  loginRateLimit: { perClient: number; windowSeconds: number };
  /** Requests of the public links in sent mail (/u/, /t/) allowed per client and per link token within one window. */
  linkRateLimit: { perClient: number; perToken: number; windowSeconds: number };
  /** Delays and locks after failed sign-ins, shared by every API process through the database. */
  signInThrottle: SignInThrottleConfig;
  /** Minutes a password reset link stays valid (PASSWORD_RESET_TTL_MINUTES). */
  passwordResetTtlMinutes: number;
  /** Base URL of the public screens, for links sent by e-mail (PUBLIC_URL). */
  publicUrl: string;
  /** Whether mail sent through the global SMTP settings checks the server's TLS certificate. */
  smtpSettingsTlsRejectUnauthorized: boolean;
  /** How many backup files are kept in dataDir/backups (BACKUP_KEEP). */
  backupKeep: number;
  /** Hours between scheduled backups; 0 disables them (BACKUP_INTERVAL_HOURS; 0 by default in tests). */
  backupIntervalHours: number;
  /** Seconds without a heartbeat after which an agent is offline (AGENT_OFFLINE_AFTER_SECONDS). */
  agentOfflineAfterSeconds: number;
  /**
   * How long a search that matches any part of a value (no index serves it) may read before it is
   * stopped and answered as cut short (CONTAINS_SEARCH_MAX_TIME_MS, maxTimeMS).
   */
  containsSearchMaxTimeMs: number;
  /**
   * Largest JSON body of every route that does not need more (JSON_BODY_LIMIT_BYTES); the few that
   * do (sending a message, for one) get their own size in common/request-body-limits.ts.
   */
  jsonBodyLimitBytes: number;
  /** Mail acceptance, queue and relay worker settings. */
  sending: SendingConfig;
  /** Content scanning with rspamd: where it is, and the scores that hold or refuse a message. */
  contentScan: ContentScanConfig;
  /** The sending agent the API runs for this host, so that provider-plan mail leaves without set-up. */
  localDelivery: LocalDeliveryConfig;
  /** Longest wait of a due delivery with which /api/health/ready still answers ready (READINESS_MAX_QUEUE_LAG_SECONDS). */
  readinessMaxQueueLagSeconds: number;
  /** How long SMTP sessions in DATA may take to finish after SIGTERM (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  /** The return path and the inbound listener (bounces, complaints, unsubscribes). */
  inbound: InboundMailConfig;
  /** The platform's own sending domain, the sandbox and the mailbox simulator. */
  platformMail: PlatformMailConfig;
  /** The customer side: sessions, sign-up and domain re-checks. */
  customer: CustomerConfig;
  /** Webhook delivery: retries, time-outs, switching failing endpoints off. */
  webhooks: WebhookConfig;
  /** Metrics, logs, the proxy in front, periodic jobs shared by several processes. */
  operations: OperationsConfig;
  /**
   * Seconds without a heartbeat after which a rollup writer (an API process) counts as crashed and
   * another process recounts what it may not have written (ROLLUP_WRITER_STALE_SECONDS).
   */
  rollupWriterStaleSeconds: number;
  /** Minutes between passes of the log expiry (LOG_EXPIRY_INTERVAL_MINUTES); 0 turns it off (the default in tests). */
  logExpiryIntervalMinutes: number;
  /** The operator's set-up checklist (GET /api/admin/setup-checklist). */
  setupChecklist: SetupChecklistConfig;
}

export interface CustomerConfig {
  /** Hours a customer session issued at login stays valid (CUSTOMER_SESSION_TTL_HOURS). */
  sessionTtlHours: number;
  /** Hours an e-mail confirmation link stays valid (EMAIL_CONFIRMATION_TTL_HOURS). */
  emailConfirmationTtlHours: number;
  /** The plan definition a self-signed-up account is given (SIGNUP_PLAN_CODE). */
  signupPlanCode: string;
  /** Sending domains a self-signed-up account may add until an admin changes it; 0: no limit (SIGNUP_DOMAIN_LIMIT). */
  signupDomainLimit: number;
  /** Minutes between re-checks of each domain's DNS records; 0 turns the re-check off (DOMAIN_RECHECK_MINUTES). */
  domainRecheckMinutes: number;
  /**
   * Messages a searched Messages list reads at most per request before it answers with what it
   * found so far (MESSAGE_SEARCH_SCAN_LIMIT; a time budget stops it earlier on a slow database).
   */
  messageSearchScanLimit: number;
}

const NODE_ENVS = ['development', 'production', 'test'] as const;

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = false): AppConfig {
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
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

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

function parseMongoUri(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^mongodb(\+srv)?:\/\//.test(value)) {
    throw new ConfigError('MONGODB_URI', 'must start with mongodb:// or mongodb+srv://');
  }
  return value;
}

function parseAdminToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters long');
  return value;
}

function parseSecretKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new ConfigError('SECRET_KEY', 'must be 64 hexadecimal characters (32 bytes)');
  }
  return value.toLowerCase();
}

function parsePlanDefinitionsFile(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const path = resolve(value);
  if (!existsSync(path)) throw new ConfigError('PLAN_DEFINITIONS_FILE', `names a file that does not exist (${path})`);
  return path;
}

/** Without SPF_INCLUDE the include host is derived from the public host name (PUBLIC_HOSTNAME). */
function parseSpfInclude(value: string | undefined, publicHostname: string | undefined): string {
  if (value) {
    if (!HOSTNAME_PATTERN.test(value)) throw new ConfigError('SPF_INCLUDE', `must be a host name (got "${value}")`);
    return value.toLowerCase();
  }
  if (publicHostname && !HOSTNAME_PATTERN.test(publicHostname)) {
    throw new ConfigError('PUBLIC_HOSTNAME', `must be a host name (got "${publicHostname}")`);
  }
  return `spf.${(publicHostname || 'localhost').toLowerCase()}`;
}

/** Comma-separated `ip`, `ip:port` or `[ipv6]:port`; node's resolver takes IP addresses only, not names. */
function parseDnsServers(value: string | undefined): string[] {
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
function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL (got "${value}")`);
  }
  return url.toString().replace(/\/+$/, '');
}
