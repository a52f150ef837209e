import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError } from './env-parsers.js';
import { loadOperationsConfig } from './operations-config.js';
test('defaults: metrics off, info level, pretty on a terminal and JSON otherwise, no proxy trusted, 30 s job leadership, public API docs', () => {
    assert.deepEqual(loadOperationsConfig({}, false), { metricsToken: undefined, logLevel: 'info', logFormat: 'json', trustProxy: false, jobLeadershipMs: 30_000, apiDocs: 'public' });
    assert.equal(loadOperationsConfig({ API_DOCS: 'OFF' }, false).apiDocs, 'off');
    assert.equal(loadOperationsConfig({}, true).logFormat, 'pretty');
    assert.equal(loadOperationsConfig({ LOG_FORMAT: 'json' }, true).logFormat, 'json');
    assert.equal(loadOperationsConfig({ LOG_FORMAT: 'PRETTY', LOG_LEVEL: 'Debug' }, false).logFormat, 'pretty');
    assert.equal(loadOperationsConfig({ LOG_LEVEL: 'warn' }, false).logLevel, 'warn');
});
test('TRUST_PROXY takes a hop count, or addresses and CIDR ranges', () => {
    assert.equal(loadOperationsConfig({ TRUST_PROXY: '1' }, false).trustProxy, 1);
    assert.deepEqual(loadOperationsConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.7 ,fd00::/8' }, false).trustProxy, ['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);
});
test('a bad value stops the start naming the variable', () => {
    const cases = [
        [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
        [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
        [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
        [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
        [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
        [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
        [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY'],
        [{ JOB_LEADERSHIP_SECONDS: '1' }, 'JOB_LEADERSHIP_SECONDS'],
        [{ API_DOCS: 'private' }, 'API_DOCS'],
    ];
    for (const [env, variable] of cases) {
        assert.throws(() => loadOperationsConfig(env, false), (error) => error instanceof ConfigError && error.message.includes(variable), variable);
    }
});
//# sourceMappingURL=operations-config.spec.js.map