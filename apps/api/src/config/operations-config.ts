import { isIP } from 'node:net';
import { ConfigError, parseWholeNumberSetting } from './env-parsers.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelSetting = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export const API_DOCS_SETTINGS = ['public', 'off'] as const;
export type ApiDocsSetting = (typeof API_DOCS_SETTINGS)[number];

/** Running the API in production: metrics, logs, the load balancer in front, several processes. */
export interface OperationsConfig {
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN, at least 16 characters). Unset: the
   * endpoint is off and answers 404, so that nothing about the platform shows by default.
   */
  metricsToken?: string;
  /** The least severe log level written (LOG_LEVEL). */
  logLevel: LogLevelSetting;
  /** One JSON object per line, or colored text for a person (LOG_FORMAT; by default pretty on a terminal, JSON otherwise). */
  logFormat: LogFormat;
  /**
   * Which proxies' X-Forwarded-For the API believes (TRUST_PROXY): a hop count, or addresses and
   * CIDR ranges; false (unset) takes the socket's address as the client's.
   */
  trustProxy: false | number | string[];
  /** How long a periodic job's leadership lasts without renewal before another process takes it over (JOB_LEADERSHIP_SECONDS). */
  jobLeadershipMs: number;
  /** The API reference at /api/docs and /api/docs-json: open to anyone, or not served (API_DOCS). */
  apiDocs: ApiDocsSetting;
}

export function loadOperationsConfig(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): OperationsConfig {
  return {
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    logLevel: parseChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: parseChoice(env, 'LOG_FORMAT', LOG_FORMATS, stdoutIsTerminal ? 'pretty' : 'json'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobLeadershipMs: parseWholeNumberSetting(env, 'JOB_LEADERSHIP_SECONDS', 30, 3, 3600) * 1000,
    apiDocs: parseChoice(env, 'API_DOCS', API_DOCS_SETTINGS, 'public'),
  };
}

function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters long');
  return value;
}

function parseChoice<T extends string>(env: NodeJS.ProcessEnv, variable: string, choices: readonly T[], fallback: T): T {
  const value = env[variable]?.trim().toLowerCase();
  if (!value) return fallback;
  if (!choices.includes(value as T)) throw new ConfigError(variable, `must be one of ${choices.join(', ')} (got "${env[variable]}")`);
  return value as T;
}

/**
 * A whole number of proxy hops (1: the load balancer in front), or a comma-separated list of the
 * proxies' addresses and CIDR ranges; Express applies either to X-Forwarded-For.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', `must be a hop count from 1 to 10, or proxy addresses and CIDR ranges (got "${value}")`);
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

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
