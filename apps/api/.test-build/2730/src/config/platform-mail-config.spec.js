import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPublicHostname, loadPlatformMailConfig } from './platform-mail-config.js';
test('the platform domain is PUBLIC_HOSTNAME (lower case, no trailing dot), else platform.localhost; the simulator lives under it', () => {
    assert.deepEqual(loadPlatformMailConfig({ PUBLIC_HOSTNAME: 'Mail.Example.com.' }), {
        domain: 'mail.example.com',
        public: true,
        simulatorDomain: 'simulator.mail.example.com',
        sandboxDailyLimit: 50,
    });
    assert.deepEqual(loadPlatformMailConfig({}), { domain: 'platform.localhost', public: false, simulatorDomain: 'simulator.platform.localhost', sandboxDailyLimit: 50 });
    assert.equal(loadPlatformMailConfig({ SANDBOX_DAILY_LIMIT: '0' }).sandboxDailyLimit, 0);
});
test('a bad PUBLIC_HOSTNAME or SANDBOX_DAILY_LIMIT stops the start with a message naming it', () => {
    assert.throws(() => loadPlatformMailConfig({ PUBLIC_HOSTNAME: 'not a host' }), /PUBLIC_HOSTNAME/);
    assert.throws(() => loadPlatformMailConfig({ SANDBOX_DAILY_LIMIT: '-1' }), /SANDBOX_DAILY_LIMIT/);
});
test('only names the public DNS can answer are public: not localhost, an IP, a bare label or a reserved suffix', () => {
    for (const name of ['mail.example.com', 'platform.example.net', 'send.acme.io'])
        assert.equal(isPublicHostname(name), true, name);
    for (const name of ['', 'localhost', 'platform.localhost', '127.0.0.1', 'mailhost', 'mail.test', 'box.local', 'a.example', 'x.internal', 'home.arpa', 'pi.home.arpa']) {
        assert.equal(isPublicHostname(name), false, name);
    }
});
//# sourceMappingURL=platform-mail-config.spec.js.map