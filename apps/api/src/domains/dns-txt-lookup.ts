import { Inject, Injectable } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';

/** Short enough that Verify answers within seconds when a server does not reply. */
const LOOKUP_TIMEOUT_MS = 2000;
const LOOKUP_TRIES = 2;
/** Answers meaning the name or its records do not exist: an answer, not a failure. */
const NO_SUCH_RECORDS = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * What a lookup found: the records, or none, and why when no server gave an answer (a time-out,
 * SERVFAIL, a refused connection): null when the answer was that there are none.
 */
export interface DnsAnswer<T = string> {
  records: T[];
  failure: string | null;
}

/** DNS lookups for domain verification and the set-up checklist, against DNS_SERVERS when configured, else the system's resolvers. */
@Injectable()
export class DnsTxtLookup {
  private readonly resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: LOOKUP_TRIES });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.dnsServers.length > 0) this.resolver.setServers(config.dnsServers);
  }

  /**
   * Each TXT record at the name as one string (a record's 255-byte chunks joined). A name that
   * does not exist, has no TXT records or cannot be looked up has none: a failed lookup is an
   * unverified record, not an error.
   */
  async txtRecords(name: string): Promise<string[]> {
    return (await this.txtAnswer(name)).records;
  }

  /** The mail exchangers named at the name; none when the lookup fails, as for TXT. */
  async mxHosts(name: string): Promise<string[]> {
    return (await this.mxAnswer(name)).records;
  }

  /** The canonical names the name is an alias of; none when the lookup fails, as for TXT. */
  async cnameTargets(name: string): Promise<string[]> {
    return (await answerOf(() => this.resolver.resolveCname(name))).records;
  }

  txtAnswer(name: string): Promise<DnsAnswer> {
    return answerOf(async () => (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join('')));
  }

  mxAnswer(name: string): Promise<DnsAnswer> {
    return answerOf(async () => (await this.resolver.resolveMx(name)).map((record) => record.exchange));
  }

  /** The IPv4 and IPv6 addresses of a name (A and AAAA); a failure when neither lookup was answered. */
  async addressAnswer(name: string): Promise<DnsAnswer> {
    const [ipv4, ipv6] = await Promise.all([answerOf(() => this.resolver.resolve4(name)), answerOf(() => this.resolver.resolve6(name))]);
    return { records: [...ipv4.records, ...ipv6.records], failure: ipv4.failure && ipv6.failure };
  }

  /** The host names an IP address's PTR records name (reverse DNS). */
  reverseAnswer(ip: string): Promise<DnsAnswer> {
    return answerOf(() => this.resolver.reverse(ip));
  }

  /** Any record type through the same servers, in dns.promises.resolve's shape: what mailauth's SPF evaluation asks. */
  resolve(name: string, type: string): Promise<unknown> {
    return this.resolver.resolve(name, type);
  }
}

async function answerOf<T>(query: () => Promise<T[]>): Promise<DnsAnswer<T>> {
  try {
    return { records: await query(), failure: null };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return { records: [], failure: NO_SUCH_RECORDS.has(code) ? null : code };
  }
}
