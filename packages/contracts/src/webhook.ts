import type { PageQuery } from './common.js';
import type { DeliveryTls } from './delivery-tls.js';
import type { BounceReason, BounceReasonSource } from './inbound-mail.js';
import type { MessageEventType } from './message-log.js';
import type { ProductionAccessWebhookData } from './production-access.js';
import type { AccountStandingWebhookData } from './reputation.js';

/**
 * Webhook event types: `message.<event>` for each message event type (MESSAGE_EVENT_TYPES), then
 * the account's standing (`account.review`, `account.paused`: see reputation.ts) and its production
 * access (`account.production_access`: granted or declined, see production-access.ts).
 * A contract: new types are added at the end, none is renamed.
 */
export const WEBHOOK_EVENT_TYPES = [
  'message.accepted',
  'message.delivered',
  'message.deferred',
  'message.bounced',
  'message.failed',
  'message.complained',
  'message.unsubscribed',
  'message.opened',
  'message.clicked',
  'message.suppressed',
  'message.scanned',
  'message.held',
  'message.released',
  'account.review',
  'account.paused',
  'account.production_access',
] as const satisfies ReadonlyArray<`message.${MessageEventType}` | `account.${string}`>;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The payload version in every body's `version` field; a breaking change of the shape gets a new
 * one. Fields added within a version are optional (bounce_reason, bounce_reason_source and
 * suppressed came with issue 30): receivers ignore what they do not know.
 */
export const WEBHOOK_PAYLOAD_VERSION = 1 as const;

/** The message event a webhook reports (`data` of the body). */
export interface MessageWebhookData {
  /** The event's id: the same event always has the same id (it also names the timeline entry). */
  event_id: string;
  /** The id POST /api/v1/messages answered with (GET /api/v1/messages/{message_id}). */
  message_id: string;
  /** The recipient it concerns; null for message-wide events (accepted). */
  recipient: string | null;
  /** The remote server's reply (delivery attempts, bounces), or the reason given; '' otherwise. */
  response: string;
  /** The delivery attempt (1, 2...) for delivered, deferred, bounced and failed; null otherwise. */
  attempt: number | null;
  source_ip: string | null;
  agent_hostname: string | null;
  /** opened and clicked: the reader's User-Agent header. */
  user_agent?: string | null;
  /** clicked: the link's original URL. */
  url?: string | null;
  /**
   * bounced, deferred and failed (since issue 30): why the delivery failed, as the classifier read
   * the reply or report (see BOUNCE_REASONS); absent for events before it.
   */
  bounce_reason?: BounceReason;
  /** Where bounce_reason was read: the enhanced status code, or the diagnostic text. */
  bounce_reason_source?: BounceReasonSource | null;
  /** bounced: whether the recipient is now suppressed because of it (only address-level reasons, or repeats, suppress). */
  suppressed?: boolean;
  /** Delivery attempts a sending agent made: how the session was protected (TLS version, certificate, MTA-STS). */
  tls?: DeliveryTls;
  /** Further details some events carry (e.g. a bounce's classification), as the timeline stores them. */
  details?: Record<string, string | number | boolean | null>;
}

/**
 * The JSON body POSTed to an endpoint. Headers (Standard Webhooks): `webhook-id` (the same on
 * every retry and replay of this event to this endpoint), `webhook-timestamp` (unix seconds of
 * this attempt), `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, several
 * space-separated during a secret rotation).
 */
export interface WebhookEventPayload {
  type: WebhookEventType;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  /** When the event happened (ISO). */
  created_at: string;
  data: MessageWebhookData;
}

/** The JSON body of an account event's webhook: headers and signature as for message events. */
export type AccountWebhookPayload =
  | AccountEventPayload<'account.review', AccountStandingWebhookData>
  | AccountEventPayload<'account.paused', AccountStandingWebhookData>
  | AccountEventPayload<'account.production_access', ProductionAccessWebhookData>;

interface AccountEventPayload<Type extends Extract<WebhookEventType, `account.${string}`>, Data> {
  type: Type;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  /** When the account's standing or access changed (ISO). */
  created_at: string;
  data: Data;
}

/** A webhook endpoint as listed: the signing secret is shown only when created or rotated. */
export interface WebhookEndpoint {
  _id: string;
  url: string;
  description: string;
  /** The events POSTed to it. */
  event_types: WebhookEventType[];
  enabled: boolean;
  /** Why it was switched off by the platform (kept failing); null when enabled or switched off by the customer. */
  disabled_reason: string | null;
  /** Failed attempts in a row since the last success. */
  consecutive_failures: number;
  /** The signing secret's first characters, to tell secrets apart (`whsec_AbC1…`). */
  secret_prefix: string;
  /** Until when the previous secret also signs, after a rotation; null outside a rotation. */
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The create and rotate answers: `secret` is shown this once (it is stored encrypted). */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

export interface CreateWebhookEndpointRequest {
  /** http(s) URL; loopback, private and link-local targets are refused unless an admin allows them. */
  url: string;
  event_types: WebhookEventType[];
  /** Defaults to true. */
  enabled?: boolean;
  description?: string;
}

/** PATCH body; enabling an endpoint again resets its failure count. */
export type UpdateWebhookEndpointRequest = Partial<CreateWebhookEndpointRequest>;

export const WEBHOOK_ATTEMPT_RESULTS = ['succeeded', 'failed'] as const;
export type WebhookAttemptResult = (typeof WEBHOOK_ATTEMPT_RESULTS)[number];

/** One POST to an endpoint (GET /api/v1/webhooks/{id}/attempts). */
export interface WebhookAttempt {
  _id: string;
  endpoint_id: string;
  webhook_id: string;
  event_type: WebhookEventType;
  /** The message event it carried. */
  event_id: string;
  /** The message it concerned; '' for account events (account.review, account.paused, account.production_access). */
  message_id: string;
  /** 1 for the first try of this event, 2 for the first retry...; a replay starts again at 1. */
  attempt: number;
  /** True when the customer asked for it (POST .../replay). */
  replay: boolean;
  result: WebhookAttemptResult;
  /** The HTTP status answered; null when no answer came (refused target, connection error, timeout). */
  status_code: number | null;
  duration_ms: number;
  /** The start of the answer's body, or why there was none (at most 1 KB). */
  response_excerpt: string;
  /** When a retry is due after this failure; null when none follows. */
  next_retry_at: string | null;
  created_at: string;
}

export interface WebhookAttemptListQuery extends PageQuery {
  result?: WebhookAttemptResult;
}

/** POST /api/v1/webhooks/{id}/attempts/{attempt_id}/replay: queued at once. */
export interface WebhookReplayResponse {
  message: string;
  webhook_id: string;
}

/** GET and PUT /api/admin/settings/webhooks. */
export interface WebhookSettings {
  /** Let endpoints target loopback, private and link-local addresses (tests, private deployments). Off by default. */
  allow_private_targets: boolean;
}

/** The refusals an endpoint URL can get, at save (400) and at send (recorded on the attempt). */
export const WEBHOOK_TARGET_MESSAGES = {
  notHttp: 'Webhook URL must be an absolute http:// or https:// URL',
  privateTarget: (host: string, address: string) =>
    `Webhook URL host ${host} resolves to ${address}, a loopback, private, link-local or otherwise non-public address`,
  unresolvable: (host: string) => `Webhook URL host ${host} could not be resolved`,
} as const;
