import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { base32Decode, base32Encode } from './base32.js';

/**
 * What a token is for: the return path of a message to one recipient (bounce), or that
 * recipient's unsubscribe link and mailto. Each purpose has its own key, so a token of one
 * can never be used as the other.
 */
export type RecipientTokenPurpose = 'bounce' | 'unsubscribe';

/** One recipient of one accepted message: the message's id and the recipient's place in its envelope. */
export interface RecipientReference {
  /** The message's _id (24 hex digits). */
  messageId: string;
  /** Index into the message's envelope recipients, in the order they were accepted. */
  recipientIndex: number;
}

const VERSION = 1;
const MESSAGE_ID_BYTES = 12;
/** 80 bits: guessing a valid tag takes about 2^79 tries, each one an SMTP or HTTP request. */
const TAG_BYTES = 10;
const PAYLOAD_BYTES = 1 + MESSAGE_ID_BYTES + 2;
/** 25 bytes are exactly 40 base32 characters, no padding. */
export const RECIPIENT_TOKEN_LENGTH = ((PAYLOAD_BYTES + TAG_BYTES) * 8) / 5;
export const MAX_RECIPIENT_INDEX = 0xffff;

/**
 * Signs and reads recipient tokens: version, message id and recipient index, then an HMAC-SHA256
 * tag (truncated) over them, in lower-case base32. Short enough for an address's local part
 * (b+<40 characters>, under RFC 5321's 64), case-insensitive as local parts may be changed in
 * transit, and checked without a database read.
 */
export class RecipientTokens {
  /** Imported once: an HMAC given the key's bytes imports them again, several times the HMAC's own cost here. */
  private readonly keys: Record<RecipientTokenPurpose, KeyObject>;

  /** @param secretKey the server's secret key (hex), from which each purpose's key is derived. */
  constructor(secretKey: string) {
    const master = Buffer.from(secretKey, 'hex');
    const derive = (purpose: RecipientTokenPurpose) => createSecretKey(createHmac('sha256', master).update(`recipient-token:${purpose}`).digest());
    this.keys = { bounce: derive('bounce'), unsubscribe: derive('unsubscribe') };
  }

  sign(purpose: RecipientTokenPurpose, reference: RecipientReference): string {
    if (!/^[0-9a-f]{24}$/i.test(reference.messageId)) throw new Error(`Not a message id: ${reference.messageId}`);
    if (!Number.isInteger(reference.recipientIndex) || reference.recipientIndex < 0 || reference.recipientIndex > MAX_RECIPIENT_INDEX) {
      throw new Error(`Recipient index out of range: ${reference.recipientIndex}`);
    }
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    payload.writeUInt8(VERSION, 0);
    Buffer.from(reference.messageId, 'hex').copy(payload, 1);
    payload.writeUInt16BE(reference.recipientIndex, 1 + MESSAGE_ID_BYTES);
    return base32Encode(Buffer.concat([payload, this.tag(purpose, payload)]));
  }

  /** The recipient a token names, or null when it is not one of ours for this purpose (malformed, tampered, other purpose). */
  verify(purpose: RecipientTokenPurpose, token: string): RecipientReference | null {
    if (typeof token !== 'string' || token.length !== RECIPIENT_TOKEN_LENGTH) return null;
    const bytes = base32Decode(token.toLowerCase());
    if (!bytes || bytes.length !== PAYLOAD_BYTES + TAG_BYTES) return null;
    const payload = bytes.subarray(0, PAYLOAD_BYTES);
    if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), this.tag(purpose, payload))) return null;
    if (payload.readUInt8(0) !== VERSION) return null;
    return {
      messageId: payload.subarray(1, 1 + MESSAGE_ID_BYTES).toString('hex'),
      recipientIndex: payload.readUInt16BE(1 + MESSAGE_ID_BYTES),
    };
  }

  private tag(purpose: RecipientTokenPurpose, payload: Buffer): Buffer {
    return createHmac('sha256', this.keys[purpose]).update(payload).digest().subarray(0, TAG_BYTES);
  }
}
