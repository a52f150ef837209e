import ipaddr from 'ipaddr.js';
/** Names that only this machine or its local network can resolve (RFC 6761, RFC 6762). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'lan', 'home.arpa'];
/** Address ranges (ipaddr.js's names) that no one outside this machine or network reaches. */
const LOCAL_RANGES = new Set(['unspecified', 'loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat']);
/**
 * Whether the internet can reach `host` by that name or address: not localhost or another
 * local-only name, not a name of one label, not a loopback, private or unspecified address.
 * A host name that fails this is a placeholder: DNS records naming it cannot work.
 */
export function isPublicHostName(host) {
    const name = host.trim().toLowerCase().replace(/\.$/, '').replace(/^\[(.*)\]$/, '$1');
    if (!name)
        return false;
    if (ipaddr.isValid(name))
        return !LOCAL_RANGES.has(ipaddr.process(name).range());
    if (!name.includes('.'))
        return false;
    return !LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
/** The warning a DNS record carries when its value comes from a host name the operator has not set yet. */
export function placeholderHostWarning(setting) {
    return `The platform has no public host name yet; this record cannot work until the operator sets ${setting}.`;
}
//# sourceMappingURL=public-host-name.js.map