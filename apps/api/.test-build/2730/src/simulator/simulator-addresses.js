import { SIMULATOR_MAILBOXES } from '@platform/contracts';
/*
 * The mailbox simulator's addresses, at simulator.<platform domain>: the platform answers them
 * itself, without the network, and each produces its outcome through the real machinery
 * (README, "Mailbox simulator"; the names follow Amazon SES's simulator):
 * - delivered@: accepted by the "recipient": a delivered entry, its event and webhook;
 * - bounce@: accepted, then a hard bounce (an RFC 3464 DSN, 5.1.1) arrives at the return path;
 * - ooto@: accepted, then an out-of-office auto-reply (RFC 3834) arrives at the return path: never a bounce;
 * - complaint@: accepted, then an abuse report (ARF, RFC 5965) arrives at the feedback address;
 * - suppressed@: left out at submission as a suppressed address (its own `suppressed` event; refused when it is the only recipient).
 * A +tag (bounce+2@) names the same mailbox: a bounced or complained address is suppressed like
 * any other, and a fresh tag tries again.
 */
/** Whether an address (any case) is at the simulator's domain. */
export function isSimulatorAddress(address, simulatorDomain) {
    return domainOf(address) === simulatorDomain;
}
/** Which simulator mailbox an address names; null for another domain or an unknown local part. */
export function simulatorMailboxOf(address, simulatorDomain) {
    if (!isSimulatorAddress(address, simulatorDomain))
        return null;
    const localPart = address.slice(0, address.lastIndexOf('@')).trim().toLowerCase().split('+')[0];
    return SIMULATOR_MAILBOXES.find((mailbox) => mailbox === localPart) ?? null;
}
function domainOf(address) {
    return address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase();
}
//# sourceMappingURL=simulator-addresses.js.map