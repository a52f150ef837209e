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
