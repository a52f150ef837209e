import type { MtaStsMode } from '@platform/contracts';

/**
 * Parsing of MTA-STS records and policies (RFC 8461). Both come from whoever controls the
 * recipient domain's DNS and web server: anything not exactly as the RFC writes it is no policy.
 */

/** A recipient domain's policy, as its policy file states it. */
export interface MtaStsPolicy {
  mode: MtaStsMode;
  /** Allowed MX host names, lower case; `*.example.com` stands for one label in front of example.com. */
  mx: string[];
  /** Seconds the policy may be cached, as the file states it (the cache bounds it). */
  maxAgeSeconds: number;
}

/** RFC 8461 §3.2: max_age is at most 31557600 (about a year). */
export const MTA_STS_MAX_AGE_LIMIT_SECONDS = 31_557_600;
/** A TXT record longer than this is not one anybody meant: no policy. */
const TXT_RECORD_MAX_LENGTH = 1024;
/** More mx lines than any real policy lists: refused rather than matched against. */
const MX_PATTERNS_MAX = 100;
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The policy id of the `_mta-sts` TXT records (each record's strings joined), or null when there
 * is no valid one. §3.1: records not starting with `v=STSv1;` are ignored; more than one that
 * does, or one that is malformed, means no policy.
 */
export function parseMtaStsTxtRecords(records: string[][]): string | null {
  const candidates = records.map((strings) => strings.join('')).filter((record) => /^v=STSv1;/.test(record));
  if (candidates.length !== 1 || candidates[0].length > TXT_RECORD_MAX_LENGTH) return null;
  let id: string | null = null;
  const fields = candidates[0].split(';').map((field) => field.trim());
  for (const [index, field] of fields.entries()) {
    if (field === '') {
      if (index === fields.length - 1) continue; // a trailing ";"
      return null;
    }
    const match = /^([A-Za-z0-9_.-]+)=([\x21-\x3a\x3c\x3e-\x7e]{1,1000})$/.exec(field);
    if (!match) return null;
    const [, key, value] = match;
    if (index === 0) continue; // v=STSv1, checked above
    if (key === 'id') {
      if (id !== null || !/^[A-Za-z0-9]{1,32}$/.test(value)) return null;
      id = value;
    }
  }
  return id;
}

/** The policy file's fields, or why it is not a policy. §3.2: `key: value` lines, CRLF or LF. */
export function parseMtaStsPolicy(text: string): { policy: MtaStsPolicy } | { invalid: string } {
  const fields = new Map<string, string>();
  const mx: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue;
    const match = /^([A-Za-z0-9_.-]{1,32}):[ \t]*([^\x00-\x08\x0a-\x1f\x7f]*?)[ \t]*$/.exec(line);
    if (!match) return { invalid: 'a line is not "key: value"' };
    const [, key, value] = match;
    if (key === 'mx') {
      const pattern = value.toLowerCase();
      if (!isMxPattern(pattern)) return { invalid: `mx "${value.slice(0, 100)}" is not a host name or *.host pattern` };
      mx.push(pattern);
      if (mx.length > MX_PATTERNS_MAX) return { invalid: `more than ${MX_PATTERNS_MAX} mx lines` };
    } else if (key === 'version' || key === 'mode' || key === 'max_age') {
      if (fields.has(key)) return { invalid: `${key} given twice` };
      fields.set(key, value);
    } // other keys: §3.2 says to ignore them
  }
  if (fields.get('version') !== 'STSv1') return { invalid: 'version is not STSv1' };
  const mode = fields.get('mode');
  if (mode !== 'enforce' && mode !== 'testing' && mode !== 'none') return { invalid: 'mode is not enforce, testing or none' };
  const maxAge = fields.get('max_age') ?? '';
  if (!/^\d{1,10}$/.test(maxAge) || Number(maxAge) > MTA_STS_MAX_AGE_LIMIT_SECONDS) {
    return { invalid: `max_age is not a whole number of seconds up to ${MTA_STS_MAX_AGE_LIMIT_SECONDS}` };
  }
  if (mode !== 'none' && mx.length === 0) return { invalid: 'no mx line' };
  return { policy: { mode, mx, maxAgeSeconds: Number(maxAge) } };
}

/** §4.1: an MX host matches a pattern exactly, or `*.` matches its single leftmost label. */
export function mxHostMatches(host: string, patterns: string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return patterns.some((pattern) => {
    if (!pattern.startsWith('*.')) return name === pattern;
    const dot = name.indexOf('.');
    return dot > 0 && name.slice(dot + 1) === pattern.slice(2);
  });
}

function isMxPattern(pattern: string): boolean {
  return HOST_NAME.test(pattern.startsWith('*.') ? pattern.slice(2) : pattern);
}
