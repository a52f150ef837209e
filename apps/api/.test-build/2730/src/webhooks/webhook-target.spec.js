import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { WEBHOOK_TARGET_MESSAGES } from '@platform/contracts';
import { isPublicAddress, parseWebhookUrl } from './webhook-target.js';
describe('webhook target addresses', () => {
    test('loopback, private, link-local, unique-local, unspecified, multicast and their IPv4-mapped forms are not public', () => {
        for (const address of [
            '127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '0.0.0.0',
            '224.0.0.1', '255.255.255.255', '100.64.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1',
            '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::7f00:1', '2002:7f00:1::1',
        ]) {
            assert.equal(isPublicAddress(address), false, address);
        }
    });
    test('ordinary public IPv4 and IPv6 addresses are public', () => {
        for (const address of ['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
            assert.equal(isPublicAddress(address), true, address);
        }
    });
    test('only absolute http and https URLs are taken', () => {
        assert.equal(parseWebhookUrl('https://hooks.example.com/in?x=1').hostname, 'hooks.example.com');
        for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', '/relative', 'not a url', 'gopher://x']) {
            assert.throws(() => parseWebhookUrl(url), { message: WEBHOOK_TARGET_MESSAGES.notHttp }, url);
        }
    });
});
//# sourceMappingURL=webhook-target.spec.js.map