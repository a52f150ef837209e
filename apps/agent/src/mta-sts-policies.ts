import { domainToASCII } from 'node:url';

import type { LogFields } from './agent-log.js';
import { parseMtaStsPolicy, parseMtaStsTxtRecords, type MtaStsPolicy } from './mta-sts-policy.js';
import type { PolicyFetchResult } from './mta-sts-policy-fetch.js';

/** The query the policy discovery needs; node:dns/promises in the agent. */
export interface TxtLookups {
  resolveTxt(name: string): Promise<string[][]>;
}

export interface MtaStsPoliciesOptions {
  dns: TxtLookups;
  /** Fetches a domain's policy file (fetchMtaStsPolicyFile with the agent's settings). */
  fetchPolicyFile(domain: string): Promise<PolicyFetchResult>;
  /** Where a policy that could not be had is reported (the agent's event log). */
  logEvent(event: string, fields: LogFields): void;
  now?: () => number;
  /** A policy is kept at least this long, whatever its max_age says: a few minutes (§3.2 bounds the other end). */
  minCacheSeconds?: number;
  /**
   * How long a cached policy is applied before the TXT record is asked again for a new id:
   * one DNS query per domain and minute, not per message.
   */
  txtRecheckMs?: number;
  /** A policy file that could not be had is not asked for again, under the same id, for this long. */
  failedFetchRetryMs?: number;
  /** Most domains remembered; the oldest are forgotten first. */
  maxDomains?: number;
}

interface CachedPolicy {
  id: string;
  policy: MtaStsPolicy;
  expiresAt: number;
  txtCheckedAt: number;
}

/** Answers that mean "there is no such record", unlike a failed query. */
const ABSENT_CODES = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * Each recipient domain's MTA-STS policy (RFC 8461 §3 and §5): the `_mta-sts` TXT record says
 * whether there is one and its id; the policy file is fetched over HTTPS when the id is new and
 * cached for its max_age. A policy that cannot be fetched or parsed is no policy, except that a
 * cached one still valid is kept (§5.1), as it is when DNS fails or the record disappears.
 */
export class MtaStsPolicies {
  private readonly cache = new Map<string, CachedPolicy>();
  /** Ids whose policy file could not be had, by domain, until when not to try again. */
  private readonly failed = new Map<string, { id: string; until: number }>();
  /** Domains whose TXT record said "no policy", until when to believe it (most domains have none). */
  private readonly withoutRecord = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<MtaStsPolicy | null>>();
  private readonly now: () => number;

  constructor(private readonly options: MtaStsPoliciesOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The policy to apply to mail for `domain`, or null when it has none. Never rejects. */
  policyFor(recipientDomain: string): Promise<MtaStsPolicy | null> {
    const domain = (domainToASCII(recipientDomain.toLowerCase()) || recipientDomain.toLowerCase()).replace(/\.$/, '');
    const running = this.inFlight.get(domain);
    if (running) return running;
    const lookup = this.discover(domain)
      .catch((error: Error) => {
        this.options.logEvent('mta_sts_policy_unavailable', { domain, reason: error.message, applied: 'no policy' });
        return null;
      })
      .finally(() => this.inFlight.delete(domain));
    this.inFlight.set(domain, lookup);
    return lookup;
  }

  private async discover(domain: string): Promise<MtaStsPolicy | null> {
    const now = this.now();
    const cached = this.cache.get(domain);
    const valid = cached && cached.expiresAt > now ? cached : undefined;
    const recheckMs = this.options.txtRecheckMs ?? 60_000;
    if (valid && now - valid.txtCheckedAt < recheckMs) return valid.policy;
    if (!valid && (this.withoutRecord.get(domain) ?? 0) > now) return null;

    const record = await this.lookUpRecord(domain);
    if ('failure' in record) {
      if (!valid) this.forget(domain);
      return valid?.policy ?? null;
    }
    if (record.id === null) {
      // §3.1/§5.1: a cached policy outlives its record until it expires.
      if (valid) return valid.policy;
      this.forget(domain);
      this.withoutRecord.delete(domain); // re-inserted last: the map's order is the eviction order
      this.withoutRecord.set(domain, now + recheckMs);
      this.bound(this.withoutRecord);
      return null;
    }
    this.withoutRecord.delete(domain);
    if (valid && valid.id === record.id) {
      valid.txtCheckedAt = now;
      return valid.policy;
    }
    const failed = this.failed.get(domain);
    if (failed && failed.id === record.id && failed.until > now) return valid?.policy ?? null;

    const fetched = await this.options.fetchPolicyFile(domain);
    const parsed = 'text' in fetched ? parseMtaStsPolicy(fetched.text) : { invalid: fetched.failure };
    if ('invalid' in parsed) {
      this.failed.set(domain, { id: record.id, until: now + (this.options.failedFetchRetryMs ?? 5 * 60_000) });
      this.bound(this.failed);
      this.options.logEvent('mta_sts_policy_unavailable', {
        domain,
        id: record.id,
        reason: 'text' in fetched ? `policy file refused: ${parsed.invalid}` : parsed.invalid,
        applied: valid ? `cached policy ${valid.id} (${valid.policy.mode})` : 'no policy',
      });
      return valid?.policy ?? null;
    }
    this.failed.delete(domain);
    const cacheSeconds = Math.max(parsed.policy.maxAgeSeconds, this.options.minCacheSeconds ?? 300);
    this.cache.delete(domain); // re-inserted last: the map's order is the eviction order
    this.cache.set(domain, { id: record.id, policy: parsed.policy, expiresAt: now + cacheSeconds * 1000, txtCheckedAt: now });
    this.bound(this.cache);
    return parsed.policy;
  }

  private async lookUpRecord(domain: string): Promise<{ id: string | null } | { failure: string }> {
    try {
      return { id: parseMtaStsTxtRecords(await this.options.dns.resolveTxt(`_mta-sts.${domain}`)) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      return ABSENT_CODES.has(code) ? { id: null } : { failure: code };
    }
  }

  private forget(domain: string): void {
    this.cache.delete(domain);
  }

  private bound(map: Map<string, unknown>): void {
    const max = this.options.maxDomains ?? 10_000;
    for (const key of map.keys()) {
      if (map.size <= max) break;
      map.delete(key);
    }
  }
}
