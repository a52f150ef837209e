import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadAppConfig } from './app-config.js';
test('defaults: port 3000, data folder ./data, embedded database, development', () => {
    const config = loadAppConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.mongodbUri, undefined);
    assert.match(config.dataDir, /\/data$/);
});
test('a bad value stops the start with a message that names the variable', () => {
    const cases = [
        [{ PORT: 'eighty' }, /PORT/],
        [{ PORT: '70000' }, /PORT/],
        [{ MONGODB_URI: 'postgres://x' }, /MONGODB_URI/],
        [{ ADMIN_TOKEN: 'short' }, /ADMIN_TOKEN/],
        [{ SECRET_KEY: 'not-hex' }, /SECRET_KEY/],
        [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    ];
    for (const [env, variable] of cases) {
        assert.throws(() => loadAppConfig(env), (error) => error instanceof ConfigError && variable.test(error.message));
    }
});
test('accepts a MongoDB URI, a long admin token and a 32-byte hex key', () => {
    const config = loadAppConfig({
        MONGODB_URI: 'mongodb://db:27017/platform',
        ADMIN_TOKEN: 'a-long-enough-admin-token',
        SECRET_KEY: 'AB'.repeat(32),
        PORT: '8080',
    });
    assert.equal(config.mongodbUri, 'mongodb://db:27017/platform');
    assert.equal(config.adminToken, 'a-long-enough-admin-token');
    assert.equal(config.secretKey, 'ab'.repeat(32));
    assert.equal(config.port, 8080);
});
test('domain settings: SPF include derived from PUBLIC_HOSTNAME, system DNS resolvers, no plan file', () => {
    assert.equal(loadAppConfig({}).spfInclude, 'spf.localhost');
    assert.equal(loadAppConfig({ PUBLIC_HOSTNAME: 'Mail.Example.com' }).spfInclude, 'spf.mail.example.com');
    assert.equal(loadAppConfig({ SPF_INCLUDE: '_spf.example.net', PUBLIC_HOSTNAME: 'mail.example.com' }).spfInclude, '_spf.example.net');
    assert.deepEqual(loadAppConfig({}).dnsServers, []);
    assert.equal(loadAppConfig({}).planDefinitionsFile, undefined);
});
test('DNS_SERVERS takes IPv4 and IPv6 addresses with optional ports', () => {
    const config = loadAppConfig({ DNS_SERVERS: ' 127.0.0.1:5353, 9.9.9.9 ,[::1]:53,::1 ' });
    assert.deepEqual(config.dnsServers, ['127.0.0.1:5353', '9.9.9.9', '[::1]:53', '::1']);
});
test('bad domain settings stop the start naming the variable', () => {
    const cases = [
        [{ DNS_SERVERS: 'dns.google' }, /DNS_SERVERS/],
        [{ DNS_SERVERS: '127.0.0.1:99999' }, /DNS_SERVERS/],
        [{ SPF_INCLUDE: 'not a host' }, /SPF_INCLUDE/],
        [{ PUBLIC_HOSTNAME: 'bad host!' }, /PUBLIC_HOSTNAME/],
        [{ PLAN_DEFINITIONS_FILE: '/no/such/plans.json' }, /PLAN_DEFINITIONS_FILE/],
    ];
    for (const [env, variable] of cases) {
        assert.throws(() => loadAppConfig(env), (error) => error instanceof ConfigError && variable.test(error.message));
    }
});
test('sign-in throttles: 3 failures before waits of at most 4 s, locks after 10 per address and account, 50 per address, for 15 minutes', () => {
    assert.deepEqual(loadAppConfig({}).signInThrottle, {
        failureWindowMinutes: 15,
        delayAfterFailures: 3,
        delayMaxSeconds: 4,
        lockAfterFailures: 10,
        clientLockAfterFailures: 50,
        lockMinutes: 15,
    });
    assert.equal(loadAppConfig({ SIGN_IN_DELAY_MAX_SECONDS: '0' }).signInThrottle.delayMaxSeconds, 0);
    for (const variable of ['SIGN_IN_LOCK_AFTER_FAILURES', 'SIGN_IN_LOCK_MINUTES', 'SIGN_IN_FAILURE_WINDOW_MINUTES']) {
        assert.throws(() => loadAppConfig({ [variable]: '0' }), (error) => error instanceof ConfigError && error.message.includes(variable));
    }
});
//# sourceMappingURL=app-config.spec.js.map