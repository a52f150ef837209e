import type { DeferralClass } from './delivery-reply.js';

/**
 * Traffic shaping per destination (issue 28). A destination is the mailbox provider behind a
 * recipient domain's MX hosts ("gmail" for every domain whose MX ends in google.com), or, for
 * the rest, the primary MX host's domain under the default limits. Limits apply per destination
 * and sending IP. The API holds the rules (seeded from its shipped data file, changed by an
 * admin: GET and PUT /api/admin/traffic-shaping) and hands them, with their version, to every
 * agent in the heartbeat answer, so a change applies without a restart.
 */

/** Limits for one destination on one sending IP; null: no limit of that kind. */
export interface DestinationLimits {
  /** SMTP connections open at once (busy and idle together). */
  max_connections: number;
  /** Messages one connection carries before it is closed and a fresh one opened. */
  max_messages_per_connection: number;
  max_messages_per_minute: number | null;
  max_messages_per_hour: number | null;
}

export interface DestinationRule extends DestinationLimits {
  /** The destination's name, e.g. "gmail": lower-case letters, digits, '-' and '.'. */
  name: string;
  /** MX host names ending in one of these (or equal to one) belong to this destination. */
  mx_suffixes: string[];
}

export interface TrafficShapingRules {
  /** Grows by one with every change; agents log the version they apply. */
  version: number;
  /** For every destination no rule names. */
  default_limits: DestinationLimits;
  destinations: DestinationRule[];
  /** A throttling reply suspends its destination on the IP this long at first ... */
  first_suspension_seconds: number;
  /** ... doubling with each throttling reply after a suspension ended, up to this. */
  max_suspension_seconds: number;
}

/** What an admin sends to PUT /api/admin/traffic-shaping: the rules without their version. */
export type TrafficShapingRulesInput = Omit<TrafficShapingRules, 'version'>;

export const TRAFFIC_SHAPING_LIMITS = {
  max_connections: { min: 1, max: 1000 },
  max_messages_per_connection: { min: 1, max: 100_000 },
  max_messages_per_minute: { min: 1, max: 1_000_000 },
  max_messages_per_hour: { min: 1, max: 10_000_000 },
  destinations: { max: 200 },
  suspension_seconds: { min: 1, max: 86_400 },
  mx_suffixes: { max: 50 },
} as const;

/** A destination name, and an MX suffix: DNS-name characters only. */
export const DESTINATION_NAME_PATTERN = /^[a-z0-9]([a-z0-9.-]{0,61}[a-z0-9])?$/;

/** The destination of a recipient domain whose MX hosts are `mxHosts` (most preferred first), and its limits. */
export function destinationOf(mxHosts: string[], rules: Pick<TrafficShapingRules, 'default_limits' | 'destinations'>): { name: string; limits: DestinationLimits } {
  const hosts = mxHosts.map((host) => host.toLowerCase().replace(/\.$/, ''));
  for (const rule of rules.destinations) {
    const suffixes = rule.mx_suffixes.map((suffix) => suffix.toLowerCase().replace(/^\./, ''));
    if (hosts.some((host) => suffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)))) {
      return { name: rule.name, limits: rule };
    }
  }
  return { name: mxDomainOf(hosts[0] ?? 'unknown'), limits: rules.default_limits };
}

/**
 * The domain an MX host stands for: the host without its first label when it has three or more
 * (mx1.mail.example.net -> mail.example.net, so a domain's several MX hosts share one
 * destination), else the host itself; an IP address (a test or override MX) stays whole.
 */
function mxDomainOf(host: string): string {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : host;
}

/** An active suspension of one destination on one sending IP, after a throttling reply. */
export interface DestinationSuspension {
  source_ip: string;
  destination: string;
  /** ISO time the destination may be tried again from this IP. */
  until: string;
  /** The reply that caused it, e.g. "421 4.7.28 ... rate limited". */
  reply: string;
  /** ISO time of the first throttling reply of this run. */
  since: string;
  /** Throttling replies in a row (each doubles the suspension, up to the cap). */
  strikes: number;
}

/**
 * Why a delivery to a suspended destination waits, as the agent reports it (and the message's
 * timeline shows it): "gmail suspended on 203.0.113.5 until 14:05:00 UTC after 421 4.7.28 ...".
 */
export function describeSuspension(suspension: Pick<DestinationSuspension, 'destination' | 'source_ip' | 'until' | 'reply'>): string {
  return `${suspension.destination} suspended on ${suspension.source_ip} until ${suspension.until.slice(11, 19)} UTC after ${suspension.reply}`;
}

/**
 * Why a delivery waits when its destination's limit on the IP is reached until its lease's end:
 * "gmail limit reached on 203.0.113.5: 600 messages a minute".
 */
export function describeLimitReached(destination: string, sourceIp: string, limit: string): string {
  return `${destination} limit reached on ${sourceIp}: ${limit}`;
}

/**
 * A deferral the agent made without connecting: the destination was suspended on the IP, or its
 * limit there was reached, or the IP's warm-up volume for it today (see ip-warmup.ts). Retried soon like a throttling reply, but no reply of the destination.
 */
export function isShapingDeferral(response: string): boolean {
  return SHAPING_DEFERRAL.test(response);
}

const SHAPING_DEFERRAL = /^\S+ (suspended on \S+ until \d\d:\d\d:\d\d UTC after |limit reached on \S+: |warm-up volume of \d+ reached on \S+ today)/;

/** GET /api/admin/traffic-shaping/suspensions */
export interface DestinationSuspensionList {
  items: DestinationSuspension[];
  total: number;
}

/** Deferred recipient attempts of one UTC day to one destination, by reply class. */
export interface DestinationDeferrals {
  /** The destination, or "(no MX host)" when the agent found none to try. */
  destination: string;
  counts: Record<DeferralClass, number>;
  total: number;
}

/** GET /api/admin/traffic-shaping/deferrals: today's (UTC) deferrals, the destinations with most first. */
export interface DestinationDeferralList {
  day: string;
  items: DestinationDeferrals[];
  total: number;
}
