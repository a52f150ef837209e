import { isIPv4, isIPv6 } from 'node:net';
import { rfc5322Date } from './message-headers.js';
/** A domain name or an address literal, the forms RFC 5321 allows after `from`. */
const GREETING_NAME = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$|^\[[0-9A-Fa-f:.]+\]$|^\[IPv6:[0-9A-Fa-f:.]+\]$/;
/**
 * The Received field (RFC 5321 section 4.4) added to every accepted message, without its line
 * break: `from <EHLO name> ([client IP]) by <our host> with ESMTPSA id <id>; <date>`. A greeting
 * that is neither a domain nor an address literal is replaced by the client's address literal,
 * since smtp-server only keeps control characters out of it.
 */
export function receivedHeader(trace, by) {
    const address = addressLiteral(trace.clientAddress);
    const name = trace.clientName && GREETING_NAME.test(trace.clientName) ? trace.clientName : address;
    return `Received: from ${name} (${address})\r\n\tby ${by.hostname} with ${trace.protocol} id ${by.id};\r\n\t${rfc5322Date(by.date)}`;
}
/** `[192.0.2.1]`, `[IPv6:2001:db8::1]`; an IPv4 address mapped into IPv6 is written as IPv4. */
function addressLiteral(ip) {
    const unmapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    if (isIPv6(unmapped))
        return `[IPv6:${unmapped}]`;
    return isIPv4(unmapped) ? `[${unmapped}]` : '[unknown]';
}
//# sourceMappingURL=received-header.js.map