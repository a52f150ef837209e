import { promises as dns } from 'node:dns';
import type { MxRecord } from 'node:dns';
import { domainToASCII } from 'node:url';

import type { MtaStsRequirement } from './tls-requirements.js';

/** An SMTP server that accepts mail for a recipient domain. */
export interface MailHost {
  host: string;
  port: number;
  /**
   * The host's address, looked up by the agent, when its DNS servers are not the system's
   * (AGENT_DNS_SERVERS): the SMTP client would otherwise ask the system's for it.
   */
  address?: string;
  /** What the domain's MTA-STS policy asks of sessions to this host (tls-requirements.ts); absent: opportunistic TLS. */
  mtaSts?: MtaStsRequirement;
}

/** The DNS queries the resolver needs; node:dns/promises by default, a fake in tests. */
export interface DnsLookups {
  resolveMx(domain: string): Promise<MxRecord[]>;
  resolve4(domain: string): Promise<string[]>;
  resolve6(domain: string): Promise<string[]>;
}

/**
 * Where to deliver a domain's mail: the hosts to try in order, or why not to try at all.
 * `bounce` is for answers that will not change on retry (the domain does not exist or takes no
 * mail); `defer` is for DNS trouble that may pass (timeouts, SERVFAIL).
 */
export type MailHostResolution =
  | { kind: 'hosts'; hosts: MailHost[] }
  | { kind: 'bounce'; reason: string }
  | { kind: 'defer'; reason: string };

export type MailHostResolver = (domain: string) => Promise<MailHostResolution>;

/** The port of mail exchangers (RFC 5321); another only against a test MX. */
export const SMTP_PORT = 25;
/** Answers meaning "no such name" or "no record of that type": final, unlike a failed query. */
const ABSENT_CODES = new Set(['ENOTFOUND', 'ENODATA']);

export function createMailHostResolver(options: {
  override: MailHost | null;
  /** The port the hosts found are spoken to on (SMTP_PORT unless a test MX listens elsewhere). */
  port?: number;
  /** Look each host's address up too (see MailHost.address). */
  lookUpAddresses?: boolean;
  dns?: DnsLookups;
  random?: () => number;
}): MailHostResolver {
  const { override, port = SMTP_PORT, lookUpAddresses = false, dns: lookups = dns, random = Math.random } = options;
  if (override) return async () => ({ kind: 'hosts', hosts: [override] });

  const resolveHosts = async (recipientDomain: string): Promise<MailHostResolution> => {
    // DNS speaks ASCII: an internationalized domain is looked up in its punycode form.
    const domain = domainToASCII(recipientDomain) || recipientDomain;
    let records: MxRecord[];
    try {
      records = await lookups.resolveMx(domain);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENODATA') return addressFallback(lookups, domain, port);
      if (code === 'ENOTFOUND') return { kind: 'bounce', reason: `domain ${domain} does not exist (no MX, NXDOMAIN)` };
      return { kind: 'defer', reason: `MX lookup for ${domain} failed: ${code}` };
    }
    const exchanges = records.map((record) => ({ ...record, exchange: record.exchange.replace(/\.$/, '').toLowerCase() }));
    // RFC 7505: a single MX with the root as exchange ("." or "") says the domain takes no mail.
    if (exchanges.length === 1 && exchanges[0].exchange === '') {
      return { kind: 'bounce', reason: `domain ${domain} accepts no mail (null MX, RFC 7505)` };
    }
    if (exchanges.length === 0) return addressFallback(lookups, domain, port);
    const hosts = shuffle(exchanges, random)
      .filter((record) => record.exchange !== '')
      .sort((a, b) => a.priority - b.priority)
      .map((record) => ({ host: record.exchange, port }));
    return { kind: 'hosts', hosts: [...new Map(hosts.map((host) => [host.host, host])).values()] };
  };
  if (!lookUpAddresses) return resolveHosts;
  return async (recipientDomain) => {
    const resolution = await resolveHosts(recipientDomain);
    if (resolution.kind !== 'hosts') return resolution;
    return { kind: 'hosts', hosts: await Promise.all(resolution.hosts.map((host) => withAddress(lookups, host))) };
  };
}

/** The host with its first IPv4 (else IPv6) address; as it was when it has none (the SMTP client then reports why). */
async function withAddress(lookups: DnsLookups, host: MailHost): Promise<MailHost> {
  for (const lookUp of [lookups.resolve4.bind(lookups), lookups.resolve6.bind(lookups)]) {
    const [address] = await lookUp(host.host).catch((): string[] => []);
    if (address) return { ...host, address };
  }
  return host;
}

/** RFC 5321 §5.1: without MX records the domain itself is the mail host, if it has an address. */
async function addressFallback(lookups: DnsLookups, domain: string, port: number): Promise<MailHostResolution> {
  const answers = await Promise.allSettled([lookups.resolve4(domain), lookups.resolve6(domain)]);
  if (answers.some((answer) => answer.status === 'fulfilled' && answer.value.length > 0)) {
    return { kind: 'hosts', hosts: [{ host: domain, port }] };
  }
  const failure = answers.find(
    (answer): answer is PromiseRejectedResult => answer.status === 'rejected' && !ABSENT_CODES.has(errorCode(answer.reason)),
  );
  if (failure) return { kind: 'defer', reason: `address lookup for ${domain} failed: ${errorCode(failure.reason)}` };
  return { kind: 'bounce', reason: `domain ${domain} has no MX and no address records` };
}

/**
 * RFC 5321 §5.1 asks senders to spread load over MX hosts of equal preference, so the list is
 * shuffled before the (stable) sort by priority.
 */
function shuffle<T>(items: T[], random: () => number): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
  }
  return shuffled;
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? String(error);
}
