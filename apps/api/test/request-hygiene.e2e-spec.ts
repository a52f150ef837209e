import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import supertest from 'supertest';
import { startApiProcess, type ApiProcess } from './support/api-process.js';
import { adminCall, type AdminClient } from './support/sending-fixture.js';
import { openAdminSession, openTestDatabase, startTestApp, type TestApp } from './support/test-app.js';

const TEN_THOUSAND_LEVELS = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const TWO_MIB = 2 * 1024 * 1024;
/** A login as a client would send it, padded to 2 MiB. */
const TWO_MIB_LOGIN = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(TWO_MIB) });

const TOO_DEEP = { statusCode: 400, message: 'JSON nested too deeply: at most 32 levels', error: 'Bad Request' };
const TOO_LARGE = { statusCode: 413, message: 'Request body too large: at most 102400 bytes', error: 'Payload Too Large' };
const NO_ADMIN_TOKEN = { statusCode: 401, message: 'A valid x-admin-token header is required', error: 'Unauthorized' };

const CONSOLE_POLICY =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';connect-src 'self';" +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
const API_DOCS_POLICY = CONSOLE_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

type Headers = Record<string, string | string[] | undefined>;

function assertSecurityHeaders(headers: Headers, policy = CONSOLE_POLICY): void {
  assert.equal(headers['content-security-policy'], policy);
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'no-referrer');
  assert.equal(headers['x-powered-by'], undefined);
}

/** A user with an API key, made through the admin API. */
async function createApiKey(admin: AdminClient): Promise<string> {
  const user = await adminCall<{ _id: string }>(admin, 'post', '/api/admin/users', { email: 'sender@hygiene.example', password: 'sender-password' });
  const { api_key: apiKey } = await adminCall<{ api_key: string }>(admin, 'post', `/api/admin/users/${user._id}/api-key/reset`);
  return apiKey;
}

/**
 * Announces a 20 MB JSON body, sends its first KiB and answers what the server says within 10 s
 * (or fails): a server that waited for the whole body would say nothing.
 */
async function answerBeforeBody(app: TestApp, path: string, headers: Record<string, string>): Promise<string> {
  const server = app.app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostname = '127.0.0.1';
  const socket = connect((server.address() as AddressInfo).port, hostname);
  const lines = Object.entries({ ...headers, 'content-type': 'application/json', 'content-length': String(20_000_000) }).map(([name, value]) => `${name}: ${value}`);
  socket.write([`POST ${path} HTTP/1.1`, `host: ${hostname}`, ...lines, '', `{"text":"${'x'.repeat(1024)}`].join('\r\n'));
  try {
    return await new Promise<string>((resolve, reject) => {
      let answer = '';
      const timer = setTimeout(() => reject(new Error(`no answer from ${path} before the body: ${JSON.stringify(answer)}`)), 10_000);
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        if (answer.includes('\r\n\r\n') && /\}\s*$/.test(answer)) {
          clearTimeout(timer);
          resolve(answer);
        }
      });
      socket.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } finally {
    socket.destroy();
  }
}

describe('request bodies', () => {
  let api: TestApp;
  let apiKey: string;

  const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
    api.http.post(path).set({ 'content-type': 'application/json', ...headers }).send(body);

  beforeAll(async () => {
    api = await startTestApp();
    apiKey = await createApiKey(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  test('JSON nested 10,000 levels deep is a 400 before validation on login, admin and send routes, and the API answers on', async () => {
    assert.deepEqual((await postJson('/api/login', TEN_THOUSAND_LEVELS)).body, TOO_DEEP);
    assert.deepEqual((await postJson('/api/admin/users', TEN_THOUSAND_LEVELS, { 'x-admin-token': api.adminToken })).body, TOO_DEEP);
    assert.deepEqual((await postJson('/api/v1/messages', TEN_THOUSAND_LEVELS, { authorization: `Bearer ${apiKey}` })).body, TOO_DEEP);
    const deepInsideAnObject = `{"email":"a@b.example","password":${'{"x":'.repeat(33)}1${'}'.repeat(33)}}`;
    assert.deepEqual((await postJson('/api/login', deepInsideAnObject)).body, TOO_DEEP);
    await api.http.get('/api/health').expect(200);
  });

  test('a body of up to 32 levels reaches validation', async () => {
    const thirtyOneLevelsInside = `{"email":"a@b.example","password":${'['.repeat(31)}${']'.repeat(31)}}`;
    const response = await postJson('/api/login', thirtyOneLevelsInside);
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.message, ['password must be shorter than or equal to 256 characters', 'password is required']);
  });

  test('a 2 MiB body is a 413 on login and on admin routes, and on /api/admin only once the token is accepted', async () => {
    assert.deepEqual((await postJson('/api/login', TWO_MIB_LOGIN)).body, TOO_LARGE);
    assert.deepEqual((await postJson('/api/admin/users', TWO_MIB_LOGIN, { 'x-admin-token': api.adminToken })).body, TOO_LARGE);
    // Without a token the body is never read: the token check comes first.
    assert.deepEqual((await postJson('/api/admin/users', TWO_MIB_LOGIN)).body, NO_ADMIN_TOKEN);
    assert.deepEqual((await postJson('/api/admin/users', TEN_THOUSAND_LEVELS)).body, NO_ADMIN_TOKEN);
    await api.http.get('/api/health').expect(200);
  });

  test('the send route reads a 2 MiB message (below its cap) and refuses it for what it says, not for its size', async () => {
    const message = { from: 'news@not-a-domain-of-hers.example', to: 'reader@example.org', subject: 'big', text: 'x'.repeat(TWO_MIB) };
    const response = await postJson('/api/v1/messages', JSON.stringify(message), { authorization: `Bearer ${apiKey}` });
    assert.equal(response.status, 403, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Sender domain not-a-domain-of-hers.example is not one of your domains');
  });

  test('the routes that need more than 100 KiB get what their largest valid request takes, and no more', async () => {
    // An agent's results: 100 recipients (MAX_RECIPIENTS) × ((320 + 2000 characters) × 3 bytes + 64) + 64 KiB.
    const agent = await adminCall<{ agent_id: string; agent_secret: string }>(api, 'post', '/api/admin/agents', {
      agent_id: 'hygiene-agent',
      hostname: 'mta.hygiene.example',
      agent_type: 'provider',
    });
    const agentHeaders = { authorization: `Bearer ${agent.agent_secret}`, 'x-agent-id': agent.agent_id };
    const results = (size: number) => JSON.stringify({ lease_token: 'x', source_ip: '192.0.2.1', results: [], padding: 'x'.repeat(size) });
    assert.deepEqual((await postJson('/api/agent/v1/results', results(700_000), agentHeaders)).body.message, ['property padding should not exist']);
    assert.deepEqual((await postJson('/api/agent/v1/results', results(800_000), agentHeaders)).body, {
      ...TOO_LARGE,
      message: 'Request body too large: at most 767936 bytes',
    });
    // An agent's IPs: 1000 × (45 + 253 + 32) bytes + 64 KiB.
    const ips = (size: number) =>
      api.http
        .patch('/api/admin/agents/65f000000000000000000000/ips')
        .set({ 'content-type': 'application/json', 'x-admin-token': api.adminToken })
        .send(JSON.stringify({ items: [], padding: 'x'.repeat(size) }));
    assert.deepEqual((await ips(300_000)).body.message, ['property padding should not exist']);
    assert.deepEqual((await ips(400_000)).body, { ...TOO_LARGE, message: 'Request body too large: at most 395536 bytes' });
  });

  test('the send, agent-results and agent result-batches routes refuse a caller without credentials before reading the body', async () => {
    // 20 MB announced, 1 KiB sent: the answer can only come before the body has been read.
    const answers = await Promise.all([
      answerBeforeBody(api, '/api/v1/messages', { authorization: 'Bearer not-a-key' }),
      answerBeforeBody(api, '/api/v1/messages', {}),
      answerBeforeBody(api, '/api/agent/v1/results', { authorization: 'Bearer unknown-agent', 'x-agent-id': 'nobody' }),
      answerBeforeBody(api, '/api/agent/v1/result-batches', { authorization: 'Bearer unknown-agent', 'x-agent-id': 'nobody' }),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.split('\r\n')[0]),
      ['HTTP/1.1 401 Unauthorized', 'HTTP/1.1 401 Unauthorized', 'HTTP/1.1 401 Unauthorized', 'HTTP/1.1 401 Unauthorized'],
    );
    assert.match(answers[2], /Unknown agent or wrong secret/);
    assert.match(answers[3], /Unknown agent or wrong secret/);
    // A valid key gets its body read as before.
    const valid = await postJson('/api/v1/messages', JSON.stringify({ from: 'a@unknown.example', to: 'b@example.org', subject: 's', text: 't' }), {
      authorization: `Bearer ${apiKey}`,
    });
    assert.equal(valid.status, 403, JSON.stringify(valid.body));
  });

  test('malformed JSON and a charset other than UTF-8 are clean 400 and 415 answers', async () => {
    assert.deepEqual((await postJson('/api/login', '{"email":')).body, {
      statusCode: 400,
      message: 'Malformed JSON body: Unexpected end of JSON input',
      error: 'Bad Request',
    });
    const utf16 = await api.http.post('/api/login').set('content-type', 'application/json; charset=utf-16').send('{}');
    assert.deepEqual(utf16.body, {
      statusCode: 415,
      message: 'Unsupported charset "UTF-16": JSON bodies must be UTF-8',
      error: 'Unsupported Media Type',
    });
    const unknownEncoding = await api.http.post('/api/login').set({ 'content-type': 'application/json', 'content-encoding': 'snappy' }).send('{}');
    assert.deepEqual(unknownEncoding.body, { statusCode: 415, message: 'unsupported content encoding "snappy"', error: 'Unsupported Media Type' });
  });
});

describe('response headers', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(async () => {
    await api?.close();
  });

  test('API answers, errors included, carry the strict policy, no X-Powered-By, and are never cached', async () => {
    for (const response of [
      await api.http.get('/api/health').expect(200),
      await api.http.post('/api/signup').send({ firstName: 'A', lastName: 'B', email: 'headers@example.com', password: 'password-1' }).expect(201),
      await api.http.get('/api/admin/users').expect(401),
      await api.http.get('/api/nothing-here').expect(404),
    ]) {
      assertSecurityHeaders(response.headers);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
  });

  test('Swagger UI gets inline styles, and nothing else more than the console', async () => {
    const page = await api.http.get('/api/docs').redirects(1).expect(200);
    assert.match(page.text, /swagger-ui-init\.js/);
    assertSecurityHeaders(page.headers, API_DOCS_POLICY);
    assertSecurityHeaders((await api.http.get('/api/docs-json').expect(200)).headers);
  });
});

describe('an API in its own process, in production mode', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let server: ApiProcess | undefined;
  let http: ReturnType<typeof supertest>;
  let admin: AdminClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'request-hygiene-'));
    // A stand-in for the built console: this checks how the API serves files, not the console.
    const webDistDir = join(dataDir, 'web');
    await mkdir(join(webDistDir, 'assets'), { recursive: true });
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    await writeFile(join(webDistDir, 'assets', 'app.js'), 'export {};');
    database = await openTestDatabase(dataDir);
    const adminToken = `hygiene-admin-${randomBytes(8).toString('hex')}`;
    server = await startApiProcess({
      NODE_ENV: 'production',
      MONGODB_URI: database.uri,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      ADMIN_TOKEN: adminToken,
      SMTP_SUBMISSION_PORT: '-1',
      RELAY_WORKER_CONCURRENCY: '0',
      LOCAL_DELIVERY_AGENT: 'false',
      BACKUP_INTERVAL_HOURS: '0',
      // A 1 MiB message cap: the send route takes up to 1 MiB in base64 plus 64 KiB of JSON.
      MAX_MESSAGE_BYTES: String(1024 * 1024),
    });
    http = supertest(server.baseUrl);
    admin = { http, adminToken: await openAdminSession(http, adminToken) };
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('survives deep and large bodies on every kind of route and logs no stack trace for them', async () => {
    const apiKey = await createApiKey(admin);
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      http.post(path).set({ 'content-type': 'application/json', ...headers }).send(body);
    const sendLimit = { ...TOO_LARGE, message: 'Request body too large: at most 1463638 bytes' };

    for (const [path, headers, deepAnswer, largeAnswer] of [
      ['/api/login', {}, TOO_DEEP, TOO_LARGE],
      ['/api/admin/users', {}, NO_ADMIN_TOKEN, NO_ADMIN_TOKEN],
      ['/api/admin/users', { 'x-admin-token': admin.adminToken }, TOO_DEEP, TOO_LARGE],
      ['/api/v1/messages', { authorization: `Bearer ${apiKey}` }, TOO_DEEP, sendLimit],
    ] as const) {
      assert.deepEqual((await post(path, TEN_THOUSAND_LEVELS, headers)).body, deepAnswer, `${path}: 10,000 levels`);
      assert.deepEqual((await post(path, TWO_MIB_LOGIN, headers)).body, largeAnswer, `${path}: 2 MiB`);
    }
    await http.get('/api/health').expect(200);
    assert.equal(server!.child.exitCode, null, 'the process still runs');
    assert.doesNotMatch(server!.output(), /\n\s+at /, 'no stack trace was logged');
    assert.doesNotMatch(server!.output(), /Unhandled error/);
  });

  test("the console's page and files carry the security headers; its API answers are not cached", async () => {
    for (const path of ['/myproadmin', '/myproadmin/users', '/login', '/assets/app.js']) {
      const response = await http.get(path).expect(200);
      assertSecurityHeaders(response.headers);
    }
    const login = await http.post('/api/login').send({ email: 'nobody@example.com', password: 'wrong-password' });
    assert.equal(login.status, 401);
    assertSecurityHeaders(login.headers);
    assert.equal(login.headers['cache-control'], 'no-store');
  });
});
