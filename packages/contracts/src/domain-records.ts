import type { PageQuery } from './common.js';
import type { DomainTrackingSettings, SendPlan } from './domain.js';

/**
 * Kinds of DNS record a sending domain publishes; later issues add kinds at the end. The
 * return_path ones (bounces.<domain>) are optional: without them mail goes out with the
 * platform's return path, and SPF does not align with the From domain. So is tracking_cname
 * (track.<domain>): without it tracked links and pixels point at the platform's own host.
 */
export const DNS_RECORD_KINDS = ['spf', 'dkim', 'dmarc', 'return_path_mx', 'return_path_spf', 'tracking_cname'] as const;
export type DnsRecordKind = (typeof DNS_RECORD_KINDS)[number];

/** The records a domain needs before its mail passes SPF, DKIM and DMARC; the other kinds are optional. */
export const REQUIRED_DNS_RECORD_KINDS = ['spf', 'dkim', 'dmarc'] as const satisfies readonly DnsRecordKind[];

/** The host below a customer's domain that can carry its tracked links and pixels: track.<domain>. */
export const TRACKING_HOST_LABEL = 'track';

/**
 * What the last check found: verified (published as expected), not_found (no record of this
 * kind at the name), wrong_value (a record of this kind is there, with another value).
 */
export const DNS_RECORD_STATUSES = ['verified', 'not_found', 'wrong_value'] as const;
export type DnsRecordStatus = (typeof DNS_RECORD_STATUSES)[number];

/** One record to publish, ready to paste into a DNS zone, with what the last check found. */
export interface DnsRecord {
  kind: DnsRecordKind;
  type: 'TXT' | 'MX' | 'CNAME';
  /** MX records only: the preference. */
  priority?: number;
  /** Relative to the domain: '@' for the domain itself. */
  name: string;
  /** The full host name to publish at. */
  host: string;
  value: string;
  /** not_found until the first check. */
  status: DnsRecordStatus;
  /** When the record was last checked; null before the first check. */
  checked_at: string | null;
  /** Return path and tracking records: the domain sends without them (see DNS_RECORD_KINDS). */
  optional: boolean;
  /**
   * Why this record cannot work as shown, when its value comes from a host name the platform
   * has not been given (still localhost): the operator's setting to change. null otherwise.
   */
  warning: string | null;
}

/** A sending domain as its owner sees it. */
export interface CustomerDomain {
  _id: string;
  domain: string;
  status: 'active' | 'inactive';
  /** '' while the account has no plan to send on (an administrator assigns one). */
  send_plan: SendPlan | '';
  spf_verified: boolean;
  dkim_verified: boolean;
  dmarc_verified: boolean;
  /** Whether mail from this domain is accepted now (active, verified as sending requires, with a plan). */
  can_send: boolean;
  /** Open tracking (a pixel in HTML parts); off by default. */
  track_opens: boolean;
  /** Click tracking (HTML links through the tracking host); off by default. */
  track_clicks: boolean;
  /** When the records were last checked (Verify or the periodic re-check); null before. */
  last_checked_at: string | null;
  /** Deprecated: the same as last_checked_at (a time of checking, whatever was found), kept for API clients. */
  verified_at: string | null;
  /** Whether messages get List-Unsubscribe and List-Unsubscribe-Post unless a message says otherwise. */
  unsubscribe_headers: boolean;
  /** Whether bounces.<domain> verified and is the return path of the domain's mail. */
  return_path_verified: boolean;
  /** Whether track.<domain> verified: the domain's tracked links and pixels then point at it, else at the platform's host. */
  tracking_host_verified: boolean;
  createdAt: string;
}

/** PATCH /api/v1/domains/{id}: the switches an owner may change (tracking, unsubscribe headers). */
export interface UpdateCustomerDomainRequest extends DomainTrackingSettings {
  unsubscribe_headers?: boolean;
}

/** GET /api/v1/domains/{id} and POST /api/v1/domains/{id}/verify. */
export interface CustomerDomainDetail {
  domain: CustomerDomain;
  dns_records: DnsRecord[];
}

export interface CreateCustomerDomainRequest {
  /** A domain name the account owns, e.g. mail.example.com. */
  domain: string;
}

export interface CustomerDomainListQuery extends PageQuery {
  /** Part of the domain name. */
  search?: string;
}
