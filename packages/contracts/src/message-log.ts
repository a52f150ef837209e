import type { PageQuery } from './common.js';
import type { DeliveryTls } from './delivery-tls.js';
import type { BounceReason, BounceReasonSource } from './inbound-mail.js';

/**
 * What can happen to a message. Webhooks (issue 14) name their events after these; the list is
 * a contract: new types are added at the end, none is renamed.
 */
export const MESSAGE_EVENT_TYPES = [
  'accepted',
  'delivered',
  'deferred',
  'bounced',
  'failed',
  'complained',
  'unsubscribed',
  'opened',
  'clicked',
  'suppressed',
  // Content scanning (issue 27): the score a message was given on acceptance, and an admin's review of a held one.
  'scanned',
  'held',
  'released',
] as const;
export type MessageEventType = (typeof MESSAGE_EVENT_TYPES)[number];

/** A bounce reported after delivery (a DSN): hard (5.x.x, permanent: the recipient is suppressed) or soft (4.x.x). */
export const BOUNCE_TYPES = ['hard', 'soft'] as const;
export type BounceType = (typeof BOUNCE_TYPES)[number];

/**
 * A message's state over all its recipients: queued (no attempt yet), deferred (some recipient
 * waits for a retry), then, once every recipient is done: delivered (all), partially_delivered
 * (some delivered, others bounced or failed), bounced (none delivered, some bounced), failed;
 * held: its content scan's score reached the hold score, and it waits for an admin to release
 * (then queued) or drop it (then failed).
 */
export const MESSAGE_STATUSES = ['queued', 'deferred', 'delivered', 'partially_delivered', 'bounced', 'failed', 'held'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** One recipient's state within a message. */
export const RECIPIENT_STATUSES = ['queued', 'deferred', 'delivered', 'bounced', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** A message in the account's log (GET /api/v1/messages). */
/** How a message came to the platform. */
export const MESSAGE_SOURCES = ['http', 'smtp', 'platform'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

export interface MessageSummary {
  /** The id POST /api/v1/messages answered with. */
  _id: string;
  /** The Message-ID header, without angle brackets. */
  message_id: string;
  /** The From header as written. */
  from: string;
  /** The envelope recipients. */
  to: string[];
  subject: string;
  status: MessageStatus;
  domain: string;
  /** How it came: the HTTP API, SMTP submission, or the platform's own mail (confirmations, resets, notices). */
  source: MessageSource;
  created_at: string;
  updated_at: string;
}

export interface MessageRecipient {
  address: string;
  status: RecipientStatus;
  /** The last reply of the recipient's server, or why none could be reached. */
  last_response: string;
}

export interface MessageHeader {
  name: string;
  value: string;
}

/** One entry of a message's timeline. */
export interface MessageEvent {
  _id: string;
  type: MessageEventType;
  /** The recipient it concerns; null for message-wide events (accepted). */
  recipient: string | null;
  /**
   * The remote server's reply (or why it could not be reached) for delivery attempts; for a
   * bounce reported later, the report's diagnostic text; for a complaint or an unsubscribe, how it came.
   */
  response: string;
  /** 1 for the first delivery attempt to the recipient's domain; null for other events. */
  attempt: number | null;
  source_ip: string | null;
  agent_hostname: string | null;
  /** Delivery attempts a sending agent made: how the session was protected (TLS version, certificate, MTA-STS); absent otherwise. */
  tls?: DeliveryTls;
  /** opened and clicked: the reader's User-Agent header. */
  user_agent?: string | null;
  /** clicked: the link's original URL. */
  url?: string | null;
  /** For a bounce reported after delivery: hard or soft; null for other events (and for a refusal during delivery). */
  bounce_type: BounceType | null;
  /** For a bounce reported after delivery: its enhanced status code (RFC 3463), e.g. 5.1.1; null otherwise. */
  status_code: string | null;
  /** bounced, deferred, failed: why (see BOUNCE_REASONS); absent on events recorded before reasons were kept. */
  bounce_reason?: BounceReason;
  /** Where bounce_reason was read: the enhanced status code or the diagnostic text. */
  bounce_reason_source?: BounceReasonSource;
  /** bounced: whether the recipient was suppressed because of it. */
  suppressed?: boolean;
  /** scanned: the content scan's result. */
  content_scan?: ContentScanResult;
  created_at: string;
}

/**
 * What content scanning (rspamd) made of a message on acceptance: its score and the rules
 * (symbols) that matched, with what the platform did. `scanned` false: it was accepted without a
 * score (rspamd could not be asked, or the message is larger than the scan limit); `note` says why.
 */
export interface ContentScanResult {
  scanned: boolean;
  score: number | null;
  /** The rules that matched, highest score first. */
  symbols: Array<{ name: string; score: number }>;
  /** passed, held (score at or above the hold score) or unscanned; rejected messages are never stored. */
  verdict: 'passed' | 'held' | 'unscanned';
  note: string;
}

/** A held message as the admin review list shows it (GET /api/admin/held-messages). */
export interface HeldMessage {
  _id: string;
  user_id: string;
  domain: string;
  from: string;
  to: string[];
  subject: string;
  content_scan: ContentScanResult | null;
  created_at: string;
}

/**
 * Why a message that is not finished waits, as its timeline's last line says it:
 * - no_route: no route can carry it now (no agent online for its plan, no active IP, its relay
 *   missing or inactive); `fix` says what to do;
 * - retry: an attempt was deferred; `reason` carries the last reply, `next_attempt_at` when it is tried again;
 * - due: it is due now and waits for its route to take it (seconds, normally).
 */
export const MESSAGE_WAITING_KINDS = ['no_route', 'retry', 'due'] as const;
export type MessageWaitingKind = (typeof MESSAGE_WAITING_KINDS)[number];

export interface MessageWaiting {
  kind: MessageWaitingKind;
  reason: string;
  fix: string | null;
  next_attempt_at: string | null;
}

/** GET /api/v1/messages/{id}. */
export interface MessageDetail extends MessageSummary {
  /** Why it still waits; null once every recipient is done. */
  waiting: MessageWaiting | null;
  recipients: MessageRecipient[];
  /** The headers as stored (signed), in order. */
  headers: MessageHeader[];
  /** Oldest first. */
  events: MessageEvent[];
}

/** GET /api/v1/messages: every filter optional, combined with AND. */
export interface MessageListQuery extends PageQuery {
  /** Part of a recipient address (case-insensitive). */
  recipient?: string;
  /** Part of the subject (case-insensitive). */
  subject?: string;
  status?: MessageStatus;
  /** Messages with a recipient that failed for this reason (bounced, deferred, failed). */
  bounce_reason?: BounceReason;
  /** ISO date or date-time; from its start. */
  date_from?: string;
  /** ISO date or date-time; a bare date includes that whole day. */
  date_to?: string;
}
