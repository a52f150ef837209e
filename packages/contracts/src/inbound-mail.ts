/**
 * What happens after delivery, as far as senders and recipients see it: the return path
 * (VERP) that bounces come back to, and the unsubscribe headers and link (RFC 2369, RFC 8058).
 */

/**
 * A header a sender may put on a message (SMTP or HTTP) to switch the unsubscribe headers
 * on or off for it alone: `X-Platform-Unsubscribe: on` or `off`. It is removed before signing.
 */
export const UNSUBSCRIBE_CONTROL_HEADER = 'X-Platform-Unsubscribe';

/** The one-click and confirmation page path below PUBLIC_URL: `/u/<token>`. */
export const UNSUBSCRIBE_PATH = '/u';

/** The body a mailbox provider POSTs for a one-click unsubscribe (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';

/** The host below a customer's domain that can be its return path: bounces.<domain>. */
export const RETURN_PATH_HOST_LABEL = 'bounces';

/**
 * Why an address is on an account's suppression list: a hard bounce (during delivery or
 * reported later), a complaint (abuse report), an unsubscribe, or the account added it.
 */
export const SUPPRESSION_CAUSES = ['bounce', 'complaint', 'unsubscribe', 'manual'] as const;
export type SuppressionCause = (typeof SUPPRESSION_CAUSES)[number];

/**
 * Why a delivery failed, as the bounce classifier reads it (issue 30): from the enhanced status
 * code (RFC 3463) where it is specific, else from the diagnostic text (tables per provider and
 * MTA family). A contract: new reasons are added at the end, none is renamed.
 */
export const BOUNCE_REASONS = [
  'user_unknown',
  'host_unknown',
  'mailbox_full',
  'message_too_large',
  'filtered',
  'spam_detected',
  'blocked',
  'policy',
  'authentication_failure',
  'rate_limited',
  'expired',
  'suspended',
  'has_moved',
  'other',
] as const;
export type BounceReason = (typeof BOUNCE_REASONS)[number];

/**
 * The reasons that are about the address itself: only these suppress it at once. Every other
 * reason is recorded (it feeds the account's and the sending IP's reputation) and suppresses only
 * when it repeats for one address over the configured span (see BOUNCE_REPEATS_COUNTED).
 */
export const ADDRESS_LEVEL_BOUNCE_REASONS = ['user_unknown', 'host_unknown', 'has_moved'] as const satisfies ReadonlyArray<BounceReason>;

/** The reasons about the recipient's mailbox (not about the sender) whose repetition suppresses the address. */
export const BOUNCE_REPEATS_COUNTED = ['mailbox_full', 'suspended', 'expired'] as const satisfies ReadonlyArray<BounceReason>;

/** Where a bounce's reason was read: its enhanced status code, or its diagnostic text. */
export const BOUNCE_REASON_SOURCES = ['status_code', 'text'] as const;
export type BounceReasonSource = (typeof BOUNCE_REASON_SOURCES)[number];

/** The words a screen shows for each reason. */
export const BOUNCE_REASON_LABELS: Record<BounceReason, string> = {
  user_unknown: 'User unknown',
  host_unknown: 'Host unknown',
  mailbox_full: 'Mailbox full',
  message_too_large: 'Message too large',
  filtered: 'Filtered (content)',
  spam_detected: 'Spam detected',
  blocked: 'Blocked (IP or domain)',
  policy: 'Policy',
  authentication_failure: 'Authentication failure',
  rate_limited: 'Rate limited',
  expired: 'Expired',
  suspended: 'Suspended',
  has_moved: 'Has moved',
  other: 'Other',
};

export function isAddressLevelBounceReason(reason: BounceReason | null | undefined): boolean {
  return (ADDRESS_LEVEL_BOUNCE_REASONS as ReadonlyArray<string>).includes(reason ?? '');
}
