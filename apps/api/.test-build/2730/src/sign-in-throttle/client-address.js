import { isIP } from 'node:net';
/**
 * The key a client's failed sign-ins are counted under. An IPv4 address (also as IPv6 maps it,
 * ::ffff:a.b.c.d, which a dual-stack listener reports) counts by itself; an IPv6 address by its
 * /64 network, since one subscriber is usually given a whole /64 and could otherwise pick a
 * fresh address for every guess. Anything else (no address at all) counts as 'unknown'.
 */
export function clientAddressKey(address) {
    const candidate = (address ?? '').trim();
    const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(candidate);
    if (mappedIpv4)
        return mappedIpv4[1];
    const version = isIP(candidate);
    if (version === 4)
        return candidate;
    if (version === 6)
        return `${ipv6Groups(candidate).slice(0, 4).join(':')}::/64`;
    return 'unknown';
}
/** The eight 16-bit groups of a valid IPv6 address, without leading zeros (zone id dropped). */
function ipv6Groups(address) {
    const withoutZone = address.split('%')[0].toLowerCase();
    const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
    const groupsOf = (part) => (part ? part.split(':').flatMap(embeddedIpv4AsGroups) : []);
    const leading = groupsOf(head);
    const trailing = groupsOf(tail);
    const missing = tail === undefined ? 0 : 8 - leading.length - trailing.length;
    return [...leading, ...Array(missing).fill('0'), ...trailing].map((group) => parseInt(group, 16).toString(16));
}
/** A trailing dotted IPv4 part (64:ff9b::192.0.2.1) stands for two groups. */
function embeddedIpv4AsGroups(group) {
    if (!group.includes('.'))
        return [group];
    const [a, b, c, d] = group.split('.').map(Number);
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
//# sourceMappingURL=client-address.js.map