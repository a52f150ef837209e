import type { DeliveryTls } from '@platform/contracts';
import { isPermanentReply } from '@platform/contracts';

/** What happened to one recipient in one attempt. */
export const ATTEMPT_OUTCOMES = ['delivered', 'bounced', 'deferred'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export interface RecipientAttemptResult {
  address: string;
  outcome: AttemptOutcome;
  /** The server's reply, or why no server could be reached. */
  response: string;
  /** How the session was protected (agents report it; relays and the simulator do not). */
  tls?: DeliveryTls;
}

/**
 * SMTP reply classes: 2xx delivered; a permanent reply bounced (5xx, unless its enhanced status
 * code says temporary: isPermanentReply, shared with the agents); anything else, including no
 * reply at all (connection refused, timeout), deferred and retried.
 */
export function outcomeOfReply(code: number | undefined | null, response: string): AttemptOutcome {
  if (code !== undefined && code !== null && code >= 200 && code < 300) return 'delivered';
  if (code !== undefined && code !== null && code >= 500 && code < 600) {
    return isPermanentReply(/^\d{3}/.test(response) ? response : `${code} ${response}`) ? 'bounced' : 'deferred';
  }
  return 'deferred';
}
