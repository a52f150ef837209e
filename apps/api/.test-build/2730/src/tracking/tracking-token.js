import { createHmac, timingSafeEqual } from 'node:crypto';
const KIND_CODES = { open: 'o', click: 'c' };
const SIGNATURE_BYTES = 16;
/** Longer tokens are refused before any work: a URL a customer wrote is at most a few KB. */
const MAX_TOKEN_LENGTH = 8192;
/**
 * Signed tokens for tracking URLs: `<base64url of kind|message|recipient|url>.<base64url of
 * HMAC-SHA256>`. The signature covers everything, so a token cannot be altered to record an
 * event for another message or recipient, nor turned into a redirect to another URL.
 */
export class TrackingTokens {
    key;
    constructor(key) {
        this.key = key;
    }
    issue(claim) {
        const payload = Buffer.from([KIND_CODES[claim.kind], claim.messageId, claim.recipient ?? '', claim.url ?? ''].join('|'), 'utf8').toString('base64url');
        return `${payload}.${this.sign(payload)}`;
    }
    /** The claim of a token this server issued; null for anything else. */
    verify(token, kind) {
        if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH)
            return null;
        const [payload, signature, ...rest] = token.split('.');
        if (!payload || !signature || rest.length > 0)
            return null;
        const expected = Buffer.from(this.sign(payload), 'base64url');
        const given = Buffer.from(signature, 'base64url');
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
            return null;
        const [code, messageId, recipient, ...url] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
        if (code !== KIND_CODES[kind] || !/^[0-9a-f]{24}$/.test(messageId ?? ''))
            return null;
        return { kind, messageId, recipient: recipient || null, url: url.join('|') || null };
    }
    sign(payload) {
        return createHmac('sha256', this.key).update(payload).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
    }
}
//# sourceMappingURL=tracking-token.js.map