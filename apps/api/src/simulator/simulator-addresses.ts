/**
 * The mailbox simulator's addresses, at simulator.<platform domain>: the platform answers them
 * itself, without the network, and each produces its outcome through the real machinery
 * (README, "Mailbox simulator"). The names follow Amazon SES's simulator.
 */
export const SIMULATOR_MAILBOXES = {
  /** Accepted by the "recipient": a delivered entry, its event and webhook. */
  delivered: 'delivered',
  /** Accepted, then a hard bounce (an RFC 3464 DSN, 5.1.1) arrives at the return path. */
  bounce: 'bounce',
  /** Accepted, then an out-of-office auto-reply (RFC 3834) arrives at the return path: never a bounce. */
  ooto: 'ooto',
  /** Accepted, then an abuse report (ARF, RFC 5965) arrives at the feedback address. */
  complaint: 'complaint',
  /** Refused at submission as a suppressed address, as if it were on the account's suppression list. */
  suppressed: 'suppressed',
} as const;

export type SimulatorMailbox = keyof typeof SIMULATOR_MAILBOXES;

/** Whether an address (any case) is at the simulator's domain. */
export function isSimulatorAddress(address: string, simulatorDomain: string): boolean {
  return domainOf(address) === simulatorDomain;
}

/** Which simulator mailbox an address names; null for another domain or an unknown local part. A +tag is ignored (bounce+1@...). */
export function simulatorMailboxOf(address: string, simulatorDomain: string): SimulatorMailbox | null {
  if (!isSimulatorAddress(address, simulatorDomain)) return null;
  const localPart = address.slice(0, address.lastIndexOf('@')).toLowerCase().split('+')[0];
  return (Object.keys(SIMULATOR_MAILBOXES) as SimulatorMailbox[]).find((mailbox) => SIMULATOR_MAILBOXES[mailbox] === localPart) ?? null;
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase();
}
