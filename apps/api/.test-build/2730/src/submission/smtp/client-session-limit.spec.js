import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ClientSessionLimit } from './client-session-limit.js';
test('lets in up to the limit per client address, and one more once a session closes', () => {
    const limit = new ClientSessionLimit(2);
    assert.equal(limit.open('192.0.2.1', 'a'), true);
    assert.equal(limit.open('192.0.2.1', 'b'), true);
    assert.equal(limit.open('192.0.2.1', 'c'), false);
    assert.equal(limit.open('192.0.2.2', 'd'), true, 'another address has its own count');
    limit.close('192.0.2.1', 'a');
    assert.equal(limit.open('192.0.2.1', 'e'), true);
});
test('closing a session that was refused does not free a place', () => {
    const limit = new ClientSessionLimit(1);
    assert.equal(limit.open('192.0.2.1', 'a'), true);
    assert.equal(limit.open('192.0.2.1', 'b'), false);
    limit.close('192.0.2.1', 'b');
    assert.equal(limit.open('192.0.2.1', 'c'), false);
});
//# sourceMappingURL=client-session-limit.spec.js.map