import assert from 'node:assert/strict';
import { test } from 'node:test';
import { base32Decode, base32Encode } from './base32.js';
import { parseTokenAddress, tokenAddress } from './recipient-addresses.js';
import { RECIPIENT_TOKEN_LENGTH, RecipientTokens } from './recipient-token.js';
const tokens = new RecipientTokens('ab'.repeat(32));
const reference = { messageId: '6650c0ffee00000000000b01', recipientIndex: 7 };
test('base32 round-trips any bytes and refuses foreign characters and a second spelling', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 6, 25]) {
        const bytes = Buffer.from(Array.from({ length }, (_, index) => (index * 37 + 11) & 0xff));
        assert.deepEqual(base32Decode(base32Encode(bytes)), bytes);
    }
    assert.equal(base32Encode(Buffer.from('foobar')), 'mzxw6ytboi');
    assert.equal(base32Decode('mzxw6ytbo1'), null, 'the digit 1 is not base32');
    assert.deepEqual(base32Decode('my'), Buffer.from('f'));
    assert.equal(base32Decode('mz'), null, 'non-zero leftover bits: a second spelling of f');
});
test('a token names its message and recipient, fits an address local part and reads back in any case', () => {
    const token = tokens.sign('bounce', reference);
    assert.equal(token.length, RECIPIENT_TOKEN_LENGTH);
    assert.match(token, /^[a-z2-7]+$/);
    assert.ok(`b+${token}`.length <= 64, 'RFC 5321 local-part limit');
    assert.deepEqual(tokens.verify('bounce', token), reference);
    assert.deepEqual(tokens.verify('bounce', token.toUpperCase()), reference);
});
test('a tampered, truncated, re-targeted or other-purpose token is refused', () => {
    const token = tokens.sign('unsubscribe', reference);
    const flipped = token.slice(0, 5) + (token[5] === 'a' ? 'b' : 'a') + token.slice(6);
    assert.equal(tokens.verify('unsubscribe', flipped), null);
    assert.equal(tokens.verify('unsubscribe', token.slice(0, -1)), null);
    assert.equal(tokens.verify('bounce', token), null, 'an unsubscribe token is no return path');
    // Another recipient of the same message: the tag does not carry over.
    const other = tokens.sign('unsubscribe', { ...reference, recipientIndex: 8 });
    assert.equal(tokens.verify('unsubscribe', other.slice(0, 24) + token.slice(24)), null);
    assert.equal(new RecipientTokens('cd'.repeat(32)).verify('unsubscribe', token), null, 'another server key');
    assert.equal(tokens.verify('unsubscribe', 'x'.repeat(RECIPIENT_TOKEN_LENGTH)), null);
});
test('token addresses: b+ is a return path, u+ an unsubscribe mailto; anything else is not one', () => {
    const token = tokens.sign('bounce', reference);
    const address = tokenAddress('bounce', token, 'bounces.example.com');
    assert.equal(address, `b+${token}@bounces.example.com`);
    assert.deepEqual(parseTokenAddress(address.toUpperCase()), { purpose: 'bounce', token, domain: 'bounces.example.com' });
    assert.equal(parseTokenAddress(`u+${token}@x.example`)?.purpose, 'unsubscribe');
    assert.equal(parseTokenAddress(`c+${token}@x.example`), null);
    assert.equal(parseTokenAddress(`b+${token}x@x.example`), null);
    assert.equal(parseTokenAddress('postmaster@x.example'), null);
});
//# sourceMappingURL=recipient-token.spec.js.map