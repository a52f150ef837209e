import type { PageQuery } from './common.js';
import type { DeliveryTls } from './delivery-tls.js';
import type { BounceReason, BounceReasonSource, SuppressionCause } from './inbound-mail.js';

export const LOG_STATUSES = ['delivered', 'bounced', 'deferred', 'failed'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

export interface ReportSummaryQuery {
  date_from?: string;
  date_to?: string;
}

export interface ReportDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  /**
   * Messages accepted for delivery that day: "sent", as every screen counts it (the customer's
   * overview, the user panel, the dashboard's Sent series). One per message, whatever becomes of it.
   */
  sent: number;
  /** Delivery outcomes recorded that day: delivered, deferred, bounced and failed, one per recipient and attempt. */
  total: number;
  delivered: number;
  bounced: number;
}

export interface ReportSummary {
  items: ReportDay[];
  total: number;
  delivered: number;
  bounced: number;
  /** Percentage of bounced among total, 0 when total is 0, two decimals. */
  bounce_rate: number;
  date_from: string;
  date_to: string;
}

export interface DeliveryLogEntry {
  _id: string;
  message_id: string;
  from: string;
  to: string;
  status: LogStatus;
  response: string;
  source_ip: string | null;
  agent_hostname: string | null;
  domain: string;
  user_id: string | null;
  /** Failures: why, as the bounce classifier read the reply; null on delivered entries and older ones. */
  bounce_reason: BounceReason | null;
  bounce_reason_source: BounceReasonSource | null;
  /** Attempts a sending agent made: how the session was protected; absent for relays, the simulator and older entries. */
  tls?: DeliveryTls;
  created_at: string;
}

export interface DeliveryLogListQuery extends PageQuery {
  status?: LogStatus;
  bounce_reason?: BounceReason;
  domain?: string;
  user_id?: string;
  /** Entries whose recipient starts with it (case-insensitive), by recipient, then newest first. */
  recipient?: string;
}

/** A recipient the user may no longer send to (see SuppressionCause): later mail to it is refused at acceptance. */
export interface Suppression {
  _id: string;
  user_id: string;
  user_email: string | null;
  address: string;
  reason: string;
  cause: SuppressionCause;
  /** For a bounce: the classified reason (null for other causes and for old entries not yet reviewed). */
  bounce_reason: BounceReason | null;
  /** The address itself cannot receive mail (user unknown, host unknown, has moved); any other suppression may well be lifted. */
  address_level: boolean;
  created_at: string;
}

export interface SuppressionListQuery {
  page?: number;
  limit?: number;
  user_id?: string;
  /** Part of the address. */
  search?: string;
}
