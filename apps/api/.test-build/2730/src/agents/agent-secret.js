import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../common/credentials.js';
/** The secret an agent authenticates with; the prefix tells it apart from API keys in configs and logs. */
export function generateAgentSecret() {
    return `agent_${randomBytes(32).toString('base64url')}`;
}
/** Like an API key the secret is random and long, so its SHA-256 is as safe to store as a slow hash. */
export function hashAgentSecret(secret) {
    return hashToken(secret);
}
/** Compares in constant time, so the answer's timing does not tell how much of a guess was right. */
export function agentSecretMatches(secret, storedHash) {
    const presented = Buffer.from(hashAgentSecret(secret), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return presented.length === stored.length && timingSafeEqual(presented, stored);
}
//# sourceMappingURL=agent-secret.js.map