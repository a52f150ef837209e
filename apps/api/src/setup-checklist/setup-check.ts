import type { SetupCheck, SetupCheckDetail, SetupCheckId, SetupCheckStatus } from '@platform/contracts';
import type { DnsAnswer } from '../domains/dns-txt-lookup.js';

/** From worst to best: an item of several subjects takes the first of these that any subject has. */
const SEVERITY: SetupCheckStatus[] = ['fail', 'unknown', 'warn', 'pass'];

export function worstStatus(statuses: SetupCheckStatus[]): SetupCheckStatus {
  return SEVERITY.find((status) => statuses.includes(status)) ?? 'pass';
}

export function setupCheck(id: SetupCheckId, title: string, status: SetupCheckStatus, found: string, fix: string | null, details: SetupCheckDetail[] = []): SetupCheck {
  return { id, title, status, found, fix: status === 'pass' ? null : fix, details };
}

/** The fix of an item that could not be checked because DNS did not answer. */
export const DNS_UNANSWERED_FIX = 'Check again in a minute; if it stays unknown, check that the DNS servers the API asks (DNS_SERVERS, or the system\'s) answer.';

/** "no answer (ETIMEOUT)" for a lookup that failed. */
export function unanswered(name: string, answer: DnsAnswer): string {
  return `The DNS lookup of ${name} got no answer (${answer.failure}).`;
}

export function sameHost(left: string, right: string): boolean {
  return left.toLowerCase().replace(/\.$/, '') === right.toLowerCase().replace(/\.$/, '');
}
