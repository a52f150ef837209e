import { isIPv4, isIPv6 } from 'node:net';
import { rfc5322Date } from './message-headers.js';

/** Where a submission came from, as its Received trace field records it. */
export interface SubmissionTrace {
  /** The name the client greeted with (SMTP EHLO); absent for HTTP, which has no greeting. */
  clientName?: string;
  /** The client's IP address. */
  clientAddress: string;
  /** The `with` keyword: ESMTPSA (ESMTP with STARTTLS and AUTH, RFC 3848), HTTP or HTTPS. */
  protocol: string;
  /** The id the logs of its acceptance and of every delivery attempt carry (request_id). */
  requestId: string;
}

export interface ReceivedBy {
  /** Our host name (SMTP_HOSTNAME). */
  hostname: string;
  /** Our id of the message: the stored message's id. */
  id: string;
  date: Date;
}

/** A domain name or an address literal, the forms RFC 5321 allows after `from`. */
const GREETING_NAME = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$|^\[[0-9A-Fa-f:.]+\]$|^\[IPv6:[0-9A-Fa-f:.]+\]$/;

/**
 * The Received field (RFC 5321 section 4.4) added to every accepted message, without its line
 * break: `from <EHLO name> ([client IP]) by <our host> with ESMTPSA id <id>; <date>`. A greeting
 * that is neither a domain nor an address literal is replaced by the client's address literal,
 * since smtp-server only keeps control characters out of it.
 */
export function receivedHeader(trace: Omit<SubmissionTrace, 'requestId'>, by: ReceivedBy): string {
  const address = addressLiteral(trace.clientAddress);
  const name = trace.clientName && GREETING_NAME.test(trace.clientName) ? trace.clientName : address;
  return `Received: from ${name} (${address})\r\n\tby ${by.hostname} with ${trace.protocol} id ${by.id};\r\n\t${rfc5322Date(by.date)}`;
}

/** `[192.0.2.1]`, `[IPv6:2001:db8::1]`; an IPv4 address mapped into IPv6 is written as IPv4. */
function addressLiteral(ip: string): string {
  const unmapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv6(unmapped)) return `[IPv6:${unmapped}]`;
  return isIPv4(unmapped) ? `[${unmapped}]` : '[unknown]';
}
