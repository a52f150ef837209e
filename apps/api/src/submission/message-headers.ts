import { randomUUID } from 'node:crypto';

export interface IdentifiedMessage {
  raw: Buffer;
  /** Message-ID without angle brackets. */
  messageId: string;
}

/** The header section of a message: everything before the first empty line. */
function headerSection(raw: Buffer): string {
  const end = raw.indexOf('\r\n\r\n');
  const fallbackEnd = end === -1 ? raw.indexOf('\n\n') : end;
  return raw.subarray(0, fallbackEnd === -1 ? raw.length : fallbackEnd).toString('latin1');
}

/**
 * Returns the message's Message-ID, adding one (and a Date header when missing) so every
 * message can be traced in the logs; clients submitting by SMTP do not always set them.
 */
export function ensureMessageId(raw: Buffer, senderDomain: string): IdentifiedMessage {
  const headers = headerSection(raw);
  const existing = /^message-id:\s*<?([^>\r\n]+)>?/im.exec(headers);
  if (existing) return { raw, messageId: existing[1].trim() };

  const messageId = `${randomUUID()}@${senderDomain}`;
  const added = [`Message-ID: <${messageId}>`];
  if (!/^date:/im.test(headers)) added.push(`Date: ${new Date().toUTCString().replace('GMT', '+0000')}`);
  return { raw: Buffer.concat([Buffer.from(`${added.join('\r\n')}\r\n`), raw]), messageId };
}

/** The domain part of an address, lower-cased; empty when there is none. */
export function domainOfAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? '' : address.slice(at + 1).trim().toLowerCase();
}
