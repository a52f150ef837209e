import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TrackingTokens } from './tracking-token.js';
const tokens = new TrackingTokens(Buffer.alloc(32, 7));
const claim = { kind: 'click', messageId: '6650c0ffee00000000000c01', recipient: 'ann@example.com', url: 'https://shop.example/a|b?x=1' };
describe('tracking tokens', () => {
    test('a token issued here verifies to its claim', () => {
        assert.deepEqual(tokens.verify(tokens.issue(claim), 'click'), claim);
    });
    test('an altered payload, an altered signature, another key or another kind is refused', () => {
        const token = tokens.issue(claim);
        const [payload, signature] = token.split('.');
        const otherPayload = Buffer.from(`c|${claim.messageId}|bob@example.com|${claim.url}`).toString('base64url');
        assert.equal(tokens.verify(`${otherPayload}.${signature}`, 'click'), null);
        assert.equal(tokens.verify(`${payload}.${signature.slice(0, -2)}AA`, 'click'), null);
        assert.equal(new TrackingTokens(Buffer.alloc(32, 8)).verify(token, 'click'), null);
        assert.equal(tokens.verify(token, 'open'), null);
        assert.equal(tokens.verify('garbage', 'click'), null);
        assert.equal(tokens.verify(`${token}.extra`, 'click'), null);
    });
});
//# sourceMappingURL=tracking-token.spec.js.map