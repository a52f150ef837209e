import type { SuppressionCause } from './inbound-mail.js';

/** Body of POST /api/v1/messages (authenticated with `Authorization: Bearer <api key>`). */
export interface SendMessageRequest {
  /** `address@domain` or `Name <address@domain>`; the domain must be one of the sender's. */
  from: string;
  to: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  reply_to?: string;
  subject?: string;
  text?: string;
  html?: string;
  /** Extra headers, e.g. { "X-Campaign": "spring" }. */
  headers?: Record<string, string>;
  attachments?: MessageAttachment[];
  /**
   * Adds List-Unsubscribe (one-click link and mailto, per recipient) and List-Unsubscribe-Post
   * to this message (true) or leaves them out (false); when absent the sender domain's
   * unsubscribe_headers setting decides. Same as the header X-Platform-Unsubscribe: on/off.
   */
  unsubscribe?: boolean;
}

export interface MessageAttachment {
  filename: string;
  /** Base64 of the file. */
  content: string;
  content_type?: string;
}

/**
 * Why a recipient on the account's suppression list was left out: the list's cause, or
 * `simulator` for the mailbox simulator's suppressed address.
 */
export type SuppressedRecipientCause = SuppressionCause | 'simulator';

/** A recipient left out of an accepted message because it is suppressed (its `suppressed` event tells the same). */
export interface SuppressedRecipient {
  address: string;
  cause: SuppressedRecipientCause;
  /** Why, in words: e.g. "its owner unsubscribed". */
  reason: string;
}

/**
 * The stored message: one per request, delivered to every recipient in `recipients`. Suppressed
 * recipients are left out and listed in `suppressed` (the message is refused with 422 only when
 * every recipient is suppressed).
 */
export interface SendMessageResponse {
  id: string;
  message_id: string;
  recipients: string[];
  suppressed: SuppressedRecipient[];
  status: 'queued';
}
