import type { ActiveStatus, PageQuery } from './common.js';
import type { DnsRecord } from './domain-records.js';

export const SEND_PLANS = ['provider', 'byoip', 'bulletproof'] as const;
export type SendPlan = (typeof SEND_PLANS)[number];

export interface DomainPlanSnapshot {
  plan_code: string;
  plan_category: string;
}

export interface Domain {
  _id: string;
  domain: string;
  user_id: string;
  user_email: string;
  /** null (and send_plan '') when the domain was moved to another user without choosing a plan of theirs. */
  user_plan_id: string | null;
  send_plan: SendPlan | '';
  bulletproof_relay_id: string | null;
  dedicated_ips: string[];
  status: ActiveStatus;
  spf_verified: boolean;
  dkim_verified: boolean;
  dmarc_verified: boolean;
  plan_snapshot: DomainPlanSnapshot | null;
  dkim_selector: string;
  /** Open tracking (a pixel in HTML parts); off by default. */
  track_opens: boolean;
  /** Click tracking (HTML links through the tracking host); off by default. */
  track_clicks: boolean;
  /** When the DNS records were last checked (Verify or the periodic re-check); null before the first. */
  last_checked_at: string | null;
  /** Deprecated: the same as last_checked_at (a time of checking, whatever was found), kept for API clients. */
  verified_at: string | null;
  /** Whether messages get List-Unsubscribe and List-Unsubscribe-Post unless a message says otherwise (off by default). */
  unsubscribe_headers: boolean;
  /** Whether bounces.<domain> (MX and SPF) verified: its mail then goes out with a return path there, else on the platform's. */
  return_path_verified: boolean;
  /** Whether track.<domain> (a CNAME to the platform's tracking host) verified: tracked links and pixels then use it. */
  tracking_host_verified: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CreateDomainRequest {
  domain: string;
  user_id: string;
  user_plan_id: string;
  send_plan: SendPlan;
  bulletproof_relay_id?: string | null;
  dedicated_ips?: string[];
  /** Default false. */
  unsubscribe_headers?: boolean;
}

/** PATCH body: the create body without the domain name, plus the tracking switches. */
export type UpdateDomainRequest = Partial<Omit<CreateDomainRequest, 'domain'>> & DomainTrackingSettings;

/** Open and click tracking of a domain's HTML mail (PATCH /api/admin/domains/{id} and /api/v1/domains/{id}). */
export interface DomainTrackingSettings {
  track_opens?: boolean;
  track_clicks?: boolean;
}

export interface DomainListQuery extends PageQuery {
  /** Domains whose name starts with it (case-insensitive), listed by name. */
  search?: string;
  user_id?: string;
}

/** DNS records a domain owner publishes; values are ready to paste into a DNS zone. */
export interface DomainDnsRecords {
  spf: { name: string; type: 'TXT'; value: string };
  dkim: { name: string; type: 'TXT'; selector: string; txt: string };
  dmarc: { name: string; type: 'TXT'; value: string };
  /** Optional: bounces.<domain> as the return path, so that SPF aligns with the From domain for DMARC. */
  return_path: ReturnPathDnsRecords;
  /** Optional: track.<domain> as the host of the domain's tracked links and pixels. */
  tracking: TrackingHostDnsRecord;
}

/** The customer's tracking host: a CNAME to the platform's tracking host. */
export interface TrackingHostDnsRecord {
  /** Relative to the domain: track. */
  name: string;
  type: 'CNAME';
  value: string;
}

/** The return-path host of a domain: an MX to the platform's inbound host and an SPF record for it. */
export interface ReturnPathDnsRecords {
  /** Relative to the domain: bounces. */
  name: string;
  mx: { type: 'MX'; priority: number; value: string };
  spf: { type: 'TXT'; value: string };
}

export interface DomainDetailResponse {
  domain: Domain;
  dns_records: DomainDnsRecords;
  /** The same records as a list, each with what the last check found, whether it is optional, and any warning. */
  records: DnsRecord[];
}

export interface DomainVerifyResponse {
  spf_verified: boolean;
  dkim_verified: boolean;
  dmarc_verified: boolean;
  return_path_verified: boolean;
  tracking_host_verified: boolean;
  last_checked_at: string;
  /** Deprecated: the same as last_checked_at. */
  verified_at: string;
  /** What this check found for each record (required ones first), for a notice that names them. */
  records: DnsRecord[];
}

export interface DomainStatusResponse {
  status: ActiveStatus;
}
