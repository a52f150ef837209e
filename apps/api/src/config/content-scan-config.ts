import { ConfigError, parseWholeNumberSetting, parseYesNoSetting } from './env-parsers.js';

/** What acceptance does with a message while rspamd cannot be asked (CONTENT_SCAN_WHEN_DOWN). */
export const SCANNER_DOWN_POLICIES = ['accept', 'defer'] as const;
export type ScannerDownPolicy = (typeof SCANNER_DOWN_POLICIES)[number];

/** Content scanning of every accepted message with rspamd (issue 27, README "Content scanning"). */
export interface ContentScanConfig {
  /** The rspamd normal worker's base URL (RSPAMD_URL); null: scanning is off, unless startPrivate finds rspamd. */
  rspamdUrl: string | null;
  /**
   * Whether the API starts the installed rspamd itself with a private configuration when
   * RSPAMD_URL is unset (RSPAMD_START; on in production, as `npm start` runs the API).
   */
  startPrivate: boolean;
  /** A score at or above this refuses the submission (CONTENT_SCAN_REJECT_SCORE). */
  rejectScore: number;
  /** A score at or above this (and below the reject score) holds the message for an admin (CONTENT_SCAN_HOLD_SCORE). */
  holdScore: number;
  /** accept: accepted unscanned, flagged on its timeline; defer: refused with a temporary error (CONTENT_SCAN_WHEN_DOWN). */
  whenDown: ScannerDownPolicy;
  /** Longest wait for rspamd's answer, in ms (CONTENT_SCAN_TIMEOUT_MS): past it rspamd counts as down. */
  timeoutMs: number;
  /** Messages larger than this are not sent to rspamd (CONTENT_SCAN_MAX_BYTES): accepted unscanned, flagged. */
  maxScanBytes: number;
}

export function loadContentScanConfig(env: NodeJS.ProcessEnv, nodeEnv: string): ContentScanConfig {
  const rejectScore = parseScore(env, 'CONTENT_SCAN_REJECT_SCORE', 15);
  const holdScore = parseScore(env, 'CONTENT_SCAN_HOLD_SCORE', 6);
  if (holdScore > rejectScore) throw new ConfigError('CONTENT_SCAN_HOLD_SCORE', `must not be above CONTENT_SCAN_REJECT_SCORE (${rejectScore})`);
  const whenDown = (env.CONTENT_SCAN_WHEN_DOWN?.trim().toLowerCase() || 'accept') as ScannerDownPolicy;
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

function parseScore(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const value = env[variable]?.trim();
  if (value === undefined || value === '') return fallback;
  const score = Number(value);
  if (!Number.isFinite(score) || score < 0 || score > 1000) throw new ConfigError(variable, `must be a number from 0 to 1000 (got "${value}")`);
  return score;
}

function parseRspamdUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ConfigError('RSPAMD_URL', `must be an http:// or https:// URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('RSPAMD_URL', `must be an http:// or https:// URL (got "${value}")`);
  return url.toString().replace(/\/+$/, '');
}
