import { isShapingDeferral } from './traffic-shaping.js';

/**
 * What a remote server's reply (or the failure to get one) says about a delivery attempt, read
 * the same way by the agents (outcome, suspension on throttling) and the API (retry schedule,
 * deferral reasons). One classifier for both, so they never disagree.
 */

/** An enhanced status code standing on its own (not part of a version number or an IP address), RFC 3463. */
export const ENHANCED_STATUS = /(?<![\d.])([245])\.(\d{1,3})\.(\d{1,3})(?![\d.])/;

export const DEFERRAL_CLASSES = ['throttled', 'mailbox_full', 'greylisted', 'connection_failed', 'other'] as const;
/** Why a delivery waits for another attempt. */
export type DeferralClass = (typeof DEFERRAL_CLASSES)[number];

/** A reply code at the start of the text, after an optional "host:port: " the agent puts in front. */
const REPLY_CODE = /^(?:\S+:\d+: )?([2-5]\d\d)(?:[ -]|$)/;
/** Provider texts of rate limiting (Gmail 4.7.28, Microsoft 4.7.650, Yahoo TSS04, common MTAs). */
const THROTTLING_TEXT =
  /rate.?limit|too many (connections|messages|concurrent|sessions)|throttl|try again later|temporarily deferred|unusual rate|\[TS[S0-9]\d*\]|exceeded the (connection|message) limit|temporarily rate limited/i;
const GREYLIST_TEXT = /gr[ae]y.?list/i;
const MAILBOX_FULL_TEXT = /mailbox (is )?full|over ?quota|quota exceeded|exceeded (their|the|its) (storage|quota)|insufficient (system )?storage/i;

export interface DeliveryReply {
  /** The three-digit reply code, or null when no server answered (refused, timed out, dropped). */
  code: number | null;
  /** The enhanced status code, e.g. "4.7.28", or null. */
  enhanced: string | null;
}

export function parseDeliveryReply(response: string): DeliveryReply {
  const code = REPLY_CODE.exec(response);
  const enhanced = ENHANCED_STATUS.exec(response.slice(0, 512));
  return { code: code ? Number(code[1]) : null, enhanced: enhanced ? enhanced[0] : null };
}

/**
 * True when the reply ends the delivery for good. The enhanced code decides where the two
 * disagree (RFC 3463: its class digit is the more precise): a 5xx reply whose enhanced code is
 * 4.x.x, or a full mailbox (x.2.2, which clears once the owner makes room), is temporary.
 * 503 (bad sequence of commands) is about the session, not the mail.
 */
export function isPermanentReply(response: string): boolean {
  const { code, enhanced } = parseDeliveryReply(response);
  if (code === null || code < 500 || code === 503) return false;
  if (enhanced && (enhanced.startsWith('4.') || enhanced.slice(2) === '2.2')) return false;
  return !MAILBOX_FULL_TEXT.test(response);
}

/** The class of a temporary failure, which sets when it is tried again (and whether it suspends its destination). */
export function classifyDeferral(response: string): DeferralClass {
  // The agent's own deferral: its destination suspended after a throttling reply, or at its limit.
  if (isShapingDeferral(response)) return 'throttled';
  const { code, enhanced } = parseDeliveryReply(response);
  if (code === null) return 'connection_failed';
  const detail = enhanced?.slice(2) ?? null;
  if (detail === '2.2' || MAILBOX_FULL_TEXT.test(response)) return 'mailbox_full';
  if (GREYLIST_TEXT.test(response)) return 'greylisted';
  if (detail === '7.28' || detail === '7.650' || THROTTLING_TEXT.test(response)) return 'throttled';
  // 421 is the server closing the channel: providers say "slow down" with it when they say nothing else.
  if (code === 421) return 'throttled';
  if (detail === '7.1' && code < 500) return 'greylisted';
  return 'other';
}
