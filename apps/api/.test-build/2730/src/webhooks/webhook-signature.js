import { createHmac, randomBytes } from 'node:crypto';
const SECRET_PREFIX = 'whsec_';
/** 24 random bytes: within the 24-64 bytes Standard Webhooks recommends. */
const SECRET_BYTES = 24;
/** How much of a secret lists show, to tell secrets apart. */
const SHOWN_PREFIX_LENGTH = SECRET_PREFIX.length + 4;
/** A new signing secret, `whsec_` + base64 of random bytes (the Standard Webhooks form). */
export function generateWebhookSecret() {
    return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}
export function secretPrefixOf(secret) {
    return `${secret.slice(0, SHOWN_PREFIX_LENGTH)}…`;
}
/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` for each
 * secret (the key is the secret's bytes after `whsec_`), space-separated, so a receiver that
 * knows either the old or the new secret accepts it during a rotation.
 */
export function webhookSignature(secrets, webhookId, timestampSeconds, body) {
    const signed = `${webhookId}.${timestampSeconds}.${body}`;
    return secrets
        .map((secret) => `v1,${createHmac('sha256', Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')).update(signed).digest('base64')}`)
        .join(' ');
}
//# sourceMappingURL=webhook-signature.js.map