import assert from 'node:assert/strict';
import { test } from 'node:test';
import { agentSecretMatches, generateAgentSecret, hashAgentSecret } from './agent-secret.js';
test('generates long random secrets with a recognisable prefix', () => {
    const first = generateAgentSecret();
    assert.match(first, /^agent_[A-Za-z0-9_-]{43}$/);
    assert.notEqual(first, generateAgentSecret());
});
test('a secret matches its own hash only', () => {
    const secret = generateAgentSecret();
    const stored = hashAgentSecret(secret);
    assert.notEqual(stored, secret);
    assert.equal(agentSecretMatches(secret, stored), true);
    assert.equal(agentSecretMatches(`${secret}x`, stored), false);
    assert.equal(agentSecretMatches(secret, hashAgentSecret(generateAgentSecret())), false);
    assert.equal(agentSecretMatches(secret, ''), false);
});
//# sourceMappingURL=agent-secret.spec.js.map