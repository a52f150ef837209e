import assert from 'node:assert/strict';
import { test } from 'node:test';
import { receivedHeader } from './received-header.js';
const by = { hostname: 'smtp.platform.example', id: '65f000000000000000000001', date: new Date('2024-03-05T10:00:00Z') };
test('SMTP: the greeting name, the address literal, ESMTPSA, our id and the date', () => {
    assert.equal(receivedHeader({ clientName: 'client.example', clientAddress: '::ffff:192.0.2.7', protocol: 'ESMTPSA' }, by), 'Received: from client.example ([192.0.2.7])\r\n\tby smtp.platform.example with ESMTPSA id 65f000000000000000000001;\r\n\tTue, 05 Mar 2024 10:00:00 +0000');
});
test('HTTP has no greeting: the address literal stands for it; IPv6 is written as RFC 5321 wants', () => {
    assert.match(receivedHeader({ clientAddress: '2001:db8::1', protocol: 'HTTPS' }, by), /^Received: from \[IPv6:2001:db8::1\] \(\[IPv6:2001:db8::1\]\)\r\n\tby smtp\.platform\.example with HTTPS id /);
});
test('a greeting that is not a host name or address literal is not copied into the field', () => {
    assert.match(receivedHeader({ clientName: 'x);by-evil.example', clientAddress: '192.0.2.7', protocol: 'ESMTPSA' }, by), /^Received: from \[192\.0\.2\.7\] \(\[192\.0\.2\.7\]\)/);
    assert.match(receivedHeader({ clientName: '[192.0.2.7]', clientAddress: '192.0.2.7', protocol: 'ESMTPSA' }, by), /^Received: from \[192\.0\.2\.7\] /);
});
//# sourceMappingURL=received-header.spec.js.map