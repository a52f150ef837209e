import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OpenAPIObject } from '@nestjs/swagger';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('OpenAPI description', () => {
  let api: TestApp;
  let document: OpenAPIObject;

  before(async () => {
    api = await startTestApp();
    const response = await api.http.get('/api/docs-json');
    assert.equal(response.status, 200);
    document = response.body as OpenAPIObject;
  });
  after(async () => {
    await api?.close();
  });

  test('/api/docs-json lists the users, auth, settings and restore calls', () => {
    const expected: Array<[path: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete']> = [
      ['/api/admin/users', 'get'],
      ['/api/admin/users', 'post'],
      ['/api/admin/users/{id}', 'get'],
      ['/api/admin/users/{id}', 'patch'],
      ['/api/admin/users/{id}', 'delete'],
      ['/api/admin/users/{id}/toggle', 'post'],
      ['/api/admin/users/{id}/api-key/reset', 'post'],
      ['/api/admin/users/{id}/reset-password', 'post'],
      ['/api/signup', 'post'],
      ['/api/login', 'post'],
      ['/api/reset-password', 'post'],
      ['/api/reset-password/confirm', 'post'],
      ['/api/admin/settings/smtp', 'get'],
      ['/api/admin/settings/smtp', 'put'],
      ['/api/admin/restore', 'post'],
      ['/api/admin/backups', 'get'],
      ['/api/admin/backups', 'post'],
    ];
    for (const [path, method] of expected) {
      assert.ok(document.paths[path]?.[method], `${method.toUpperCase()} ${path} is described`);
    }
  });

  test('request bodies are described from the DTOs, and PATCH users omits e-mail and password', () => {
    const schemas = document.components?.schemas ?? {};
    const properties = (name: string) => Object.keys((schemas[name] as { properties?: object })?.properties ?? {}).sort();
    assert.deepEqual(properties('CreateUserDto'), ['domain_limit', 'email', 'firstName', 'lastName', 'password', 'plan_type', 'role', 'status']);
    assert.deepEqual(properties('UpdateUserDto'), ['domain_limit', 'firstName', 'lastName', 'plan_type', 'role', 'status']);
    assert.deepEqual((schemas.CreateUserDto as { required?: string[] }).required?.sort(), ['email', 'password']);
    assert.deepEqual(properties('SignupDto'), ['email', 'firstName', 'lastName', 'password']);
    assert.deepEqual(properties('UpdateSmtpSettingsDto'), ['from', 'host', 'password', 'port', 'secure', 'username']);
  });

  test('admin calls require the x-admin-token security scheme; public calls do not', () => {
    assert.deepEqual(document.components?.securitySchemes?.['admin-token'], {
      type: 'apiKey',
      in: 'header',
      name: 'x-admin-token',
      description: 'The configured admin token, or the admin_token that login gives an admin or support-readonly user',
    });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (typeof operation !== 'object' || !operation || !('responses' in operation)) continue;
        const secured = JSON.stringify((operation as { security?: unknown }).security ?? []).includes('admin-token');
        assert.equal(secured, path.startsWith('/api/admin/'), `${method.toUpperCase()} ${path}`);
      }
    }
  });

  test('tags group the calls: users, auth, settings, restore', () => {
    const tagsOf = (path: string, method: 'get' | 'post' | 'put') => document.paths[path]?.[method]?.tags;
    assert.deepEqual(tagsOf('/api/admin/users', 'get'), ['users']);
    assert.deepEqual(tagsOf('/api/login', 'post'), ['auth']);
    assert.deepEqual(tagsOf('/api/admin/settings/smtp', 'put'), ['settings']);
    assert.deepEqual(tagsOf('/api/admin/restore', 'post'), ['restore']);
  });

  test('POST /api/v1/messages describes the optional Idempotency-Key header', () => {
    const parameters = (document.paths['/api/v1/messages']?.post?.parameters ?? []) as Array<{ name: string; in: string; required?: boolean }>;
    const header = parameters.find((parameter) => parameter.name === 'Idempotency-Key');
    assert.equal(header?.in, 'header');
    assert.equal(header?.required, false);
  });

  test('Swagger UI is served at /api/docs', async () => {
    const response = await api.http.get('/api/docs').redirects(1);
    assert.equal(response.status, 200);
    assert.match(response.text, /swagger-ui/i);
  });
});
