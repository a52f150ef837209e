import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from './support/test-app.js';

let api: TestApp;
before(async () => {
  api = await startTestApp();
});
after(async () => {
  await api?.close();
});

test('GET /api/health answers ok while the database is reachable, without a token', async () => {
  const response = await api.http.get('/api/health');
  assert.equal(response.status, 200);
  assert.deepEqual(response.body, { status: 'ok', database: 'up' });
});

test('unknown API routes answer 404 in the error shape', async () => {
  const response = await api.http.get('/api/nothing-here');
  assert.equal(response.status, 404);
  assert.equal(response.body.statusCode, 404);
});
