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
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ MONGODB_URI: 'postgres://x' }, /MONGODB_URI/],
    [{ ADMIN_TOKEN: 'short' }, /ADMIN_TOKEN/],
    [{ SECRET_KEY: 'not-hex' }, /SECRET_KEY/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
  ];
  for (const [env, variable] of cases) {
    assert.throws(() => loadAppConfig(env), (error: Error) => error instanceof ConfigError && variable.test(error.message));
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
