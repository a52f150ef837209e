import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SecretBox } from './secret-box.js';
const box = new SecretBox({ adminToken: 'unused', secretKey: '11'.repeat(32) });
test('sealed secrets open to the original and never contain it', () => {
    const sealed = box.seal('relay-password');
    assert.ok(!sealed.includes('relay-password'));
    assert.equal(box.open(sealed), 'relay-password');
    assert.notEqual(box.seal('relay-password'), sealed, 'a fresh nonce each time');
});
test('a secret sealed with another key or tampered with does not open', () => {
    const other = new SecretBox({ adminToken: 'unused', secretKey: '22'.repeat(32) });
    assert.throws(() => other.open(box.seal('x')));
    // One bit of the ciphertext flipped in its bytes: an edit of the base64 text's last character
    // could change only padding bits, and then nothing at all (the test failed about once in 30 runs).
    const [version, iv, tag, ciphertext] = box.seal('value').split(':');
    const bytes = Buffer.from(ciphertext, 'base64');
    bytes[0] ^= 1;
    assert.throws(() => box.open([version, iv, tag, bytes.toString('base64')].join(':')));
});
//# sourceMappingURL=secret-box.spec.js.map