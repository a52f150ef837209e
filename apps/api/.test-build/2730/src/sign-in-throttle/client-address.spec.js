import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientAddressKey } from './client-address.js';
test('an IPv4 address counts by itself, also in its IPv6-mapped spelling', () => {
    assert.equal(clientAddressKey('127.0.0.2'), '127.0.0.2');
    assert.equal(clientAddressKey('::ffff:127.0.0.2'), '127.0.0.2');
    assert.equal(clientAddressKey('::FFFF:192.0.2.7'), '192.0.2.7');
});
test('IPv6 addresses of one /64 count together, whatever their spelling', () => {
    assert.equal(clientAddressKey('2001:db8:1:2::1'), '2001:db8:1:2::/64');
    assert.equal(clientAddressKey('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc'), '2001:db8:1:2::/64');
    assert.equal(clientAddressKey('2001:db8::5'), '2001:db8:0:0::/64');
    assert.equal(clientAddressKey('::1'), '0:0:0:0::/64');
    assert.equal(clientAddressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(clientAddressKey('64:ff9b:1:2:3:4:192.0.2.1'), '64:ff9b:1:2::/64');
    assert.notEqual(clientAddressKey('2001:db8:1:2::1'), clientAddressKey('2001:db8:1:3::1'));
});
test('no address, or text that is not one, counts as unknown', () => {
    assert.equal(clientAddressKey(undefined), 'unknown');
    assert.equal(clientAddressKey(''), 'unknown');
    assert.equal(clientAddressKey('not-an-ip'), 'unknown');
});
//# sourceMappingURL=client-address.spec.js.map