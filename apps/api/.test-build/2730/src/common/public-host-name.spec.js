import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPublicHostName } from './public-host-name.js';
test('localhost, local-only names, one-label names and loopback or private addresses are not public host names', () => {
    for (const host of ['localhost', 'spf.localhost', 'LOCALHOST.', 'mail.local', 'box.internal', 'mailhost', '127.0.0.1', '10.1.2.3', '192.168.0.9', '::1', '[::1]', '0.0.0.0', '']) {
        assert.equal(isPublicHostName(host), false, host);
    }
});
test('names under public suffixes and public addresses are public host names', () => {
    for (const host of ['mail.example.com', 'spf.platform.example', 'Track.Example.NET.', '203.0.113.5', '2001:db8::1']) {
        assert.equal(isPublicHostName(host), true, host);
    }
});
//# sourceMappingURL=public-host-name.spec.js.map