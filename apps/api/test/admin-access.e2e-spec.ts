import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminCall } from './support/sending-fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** Every /api/admin operation the OpenAPI description lists, with its path parameters filled in. */
async function adminOperations(api: TestApp): Promise<Array<{ method: Method; path: string }>> {
  const document = (await api.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method as Method,
        // An id that names nothing, and an IP no agent has: the access check comes before either matters.
        path: path.replace(/\{ip\}/g, '192.0.2.254').replace(/\{[^}]+\}/g, '65f000000000000000000000'),
      })),
    );
}

describe('admin access', () => {
  let api: TestApp;
  let readonlyToken: string;
  let operations: Array<{ method: Method; path: string }>;

  before(async () => {
    api = await startTestApp();
    await adminCall(api, 'post', '/api/admin/users', { email: 'support@example.com', password: 'support-password', role: 'support-readonly' });
    const login = await api.http.post('/api/login').send({ email: 'support@example.com', password: 'support-password' }).expect(200);
    readonlyToken = login.body.admin_token;
    assert.ok(readonlyToken, 'support-readonly users get a console session');
    operations = await adminOperations(api);
  });
  after(async () => {
    await api?.close();
  });

  test('the OpenAPI description lists the admin routes of every entity', () => {
    const paths = new Set(operations.map((operation) => operation.path.split('/')[3]));
    for (const entity of ['users', 'domains', 'relays', 'smtp-accounts', 'agents', 'ips', 'user-plans', 'plan-definitions', 'reports', 'settings', 'restore', 'backups', 'suppressions']) {
      assert.ok(paths.has(entity), `${entity} is described`);
    }
  });

  test('every admin route answers 401 without a token and with a wrong one', async () => {
    for (const { method, path } of operations) {
      assert.equal((await api.http[method](path).send({})).status, 401, `${method} ${path} without a token`);
      assert.equal((await api.http[method](path).set('x-admin-token', 'adm_wrong').send({})).status, 401, `${method} ${path} with a wrong token`);
    }
  });

  test('support-readonly may read every admin route and change none (403), and nothing changes', async () => {
    const usersBefore = (await adminCall<{ total: number }>(api, 'get', '/api/admin/users')).total;
    for (const { method, path } of operations) {
      const response = await api.http[method](path).set('x-admin-token', readonlyToken).send({});
      if (method === 'get') {
        assert.notEqual(response.status, 401, `${method} ${path}`);
        assert.notEqual(response.status, 403, `${method} ${path}`);
      } else {
        assert.equal(response.status, 403, `${method} ${path}`);
      }
    }
    const created = await api.http.post('/api/admin/users').set('x-admin-token', readonlyToken).send({ email: 'x@example.com', password: 'password-1' });
    assert.equal(created.status, 403);
    assert.equal((await adminCall<{ total: number }>(api, 'get', '/api/admin/users')).total, usersBefore);
  });
});
