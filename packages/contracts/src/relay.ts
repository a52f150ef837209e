import type { ActiveStatus, PageQuery } from './common.js';

export const RELAY_DEFAULTS = { smtp_port: 25, max_domains: 0, status: 'active', allow_insecure_auth: false } as const;

export interface RelayDkimRecord {
  selector: string;
  public_key: string;
}

/** A relay as the API returns it: smtp_pass is never returned, only whether one is set. */
export interface Relay {
  _id: string;
  name: string;
  smtp_host: string;
  smtp_port: number;
  smtp_user: string;
  has_smtp_pass: boolean;
  /**
   * Whether the relay's user and password may be sent over a connection without TLS (a relay
   * that offers no STARTTLS). Off by default: the delivery is then deferred instead.
   */
  allow_insecure_auth: boolean;
  spf_record: string;
  dkim_record: RelayDkimRecord;
  dmarc_record: string;
  max_domains: number;
  domain_count: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}

export interface CreateRelayRequest {
  name: string;
  smtp_host: string;
  smtp_port?: number;
  smtp_user?: string;
  smtp_pass?: string;
  allow_insecure_auth?: boolean;
  spf_record?: string;
  dkim_record?: Partial<RelayDkimRecord>;
  dmarc_record?: string;
  max_domains?: number;
  status?: ActiveStatus;
}

/** PATCH body; an empty or missing smtp_pass keeps the stored password. */
export type UpdateRelayRequest = Partial<CreateRelayRequest>;

export interface RelayListQuery extends PageQuery {
  /** Matches the name or the SMTP host (case-insensitive). */
  search?: string;
}
