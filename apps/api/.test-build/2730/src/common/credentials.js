import argon2 from 'argon2';
import { createHash, randomBytes } from 'node:crypto';
/** Passwords are hashed with argon2id, a memory-hard hash. */
export function hashPassword(password) {
    return argon2.hash(password, { type: argon2.argon2id });
}
export function verifyPassword(hash, password) {
    return argon2.verify(hash, password).catch(() => false);
}
/**
 * A random bearer token (32 bytes, URL-safe); the prefix tells what it is for (`key` API keys,
 * `adm` admin sessions, `rst` password resets) in logs and configs.
 */
export function generateToken(prefix) {
    return `${prefix}_${randomBytes(32).toString('base64url')}`;
}
/** Tokens are stored only as their SHA-256, so the database never holds a usable one. */
export function hashToken(token) {
    return createHash('sha256').update(token).digest('hex');
}
export function generateApiKey() {
    return generateToken('key');
}
/** The token of an `Authorization: Bearer <token>` header, or '' when there is none. */
export function bearerTokenOf(authorizationHeader) {
    return /^Bearer\s+(\S+)$/i.exec(authorizationHeader ?? '')?.[1] ?? '';
}
/** A password an admin can read out to a user: 20 characters from an unambiguous alphabet. */
export function generatePassword() {
    const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
}
//# sourceMappingURL=credentials.js.map