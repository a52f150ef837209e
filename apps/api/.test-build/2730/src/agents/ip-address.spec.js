import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalIpAddress } from './ip-address.js';
test('keeps IPv4 addresses as they are, trimmed', () => {
    assert.equal(canonicalIpAddress('203.0.113.10'), '203.0.113.10');
    assert.equal(canonicalIpAddress(' 203.0.113.10 '), '203.0.113.10');
});
test('writes IPv6 addresses one way: lower case and compressed', () => {
    assert.equal(canonicalIpAddress('2001:DB8:0:0:0:0:0:1'), '2001:db8::1');
    assert.equal(canonicalIpAddress('2001:db8::0:1'), '2001:db8::1');
});
test('refuses text that is not an IP address, and IPv6 zone ids', () => {
    for (const text of ['', 'localhost', '256.1.1.1', '01.2.3.4', '1.2.3', '2001:db8::g', 'fe80::1%eth0']) {
        assert.equal(canonicalIpAddress(text), null, text);
    }
});
//# sourceMappingURL=ip-address.spec.js.map