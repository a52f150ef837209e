import { isIP } from 'node:net';
/**
 * The one spelling of an IP address kept and compared, so that '2001:DB8::0:1' and '2001:db8::1'
 * are the same IP; null for text that is not an IPv4 or IPv6 address. IPv6 zone ids ('%eth0')
 * name a local interface, not a sending address, and are refused.
 */
export function canonicalIpAddress(text) {
    const candidate = text.trim();
    const version = isIP(candidate);
    if (version === 4)
        return candidate;
    if (version === 6 && !candidate.includes('%'))
        return new URL(`http://[${candidate}]/`).hostname.slice(1, -1);
    return null;
}
//# sourceMappingURL=ip-address.js.map