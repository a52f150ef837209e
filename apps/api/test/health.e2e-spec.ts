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

test('a JSON body as large as a message with attachments may be is read, not refused as too large', async () => {
  const attachment = Buffer.alloc(300_000, 'a').toString('base64');
  const response = await api.http.post('/api/v1/messages').send({ from: 'a@b.example', to: 'c@d.example', text: 'x', attachments: [{ filename: 'a.bin', content: attachment }] });
  assert.equal(response.status, 401, 'the body was parsed; only the missing API key stops it');
});
