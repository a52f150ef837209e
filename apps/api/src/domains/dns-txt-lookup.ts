import { Inject, Injectable } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';

/** Short enough that Verify answers within seconds when a server does not reply. */
const LOOKUP_TIMEOUT_MS = 2000;
const LOOKUP_TRIES = 2;

/** TXT, MX and CNAME lookups for domain verification, against DNS_SERVERS when configured, else the system's resolvers. */
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
    try {
      return (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch {
      return [];
    }
  }

  /** The mail exchangers named at the name; none when the lookup fails, as for TXT. */
  async mxHosts(name: string): Promise<string[]> {
    try {
      return (await this.resolver.resolveMx(name)).map((record) => record.exchange);
    } catch {
      return [];
    }
  }

  /** The canonical names the name is an alias of; none when the lookup fails, as for TXT. */
  async cnameTargets(name: string): Promise<string[]> {
    try {
      return await this.resolver.resolveCname(name);
    } catch {
      return [];
    }
  }
}
