import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import supertest from 'supertest';
import { startApiProcess, type ApiProcess } from './support/api-process.js';
import { startDnsTestServer, type DnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender, type AdminClient } from './support/sending-fixture.js';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server.js';
import { openAdminSession, openTestDatabase } from './support/test-app.js';

const MESSAGES = 8;
const LEASE_SECONDS = 2;

let dataDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let dns: DnsTestServer;
let relay: SmtpTestServer;
const processes: ApiProcess[] = [];

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crash-recovery-'));
  dns = await startDnsTestServer();
  relay = await startSmtpTestServer();
});

after(async () => {
  await Promise.all(processes.map((api) => api.kill()));
  await relay?.close();
  await dns?.close();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

test('messages leased by an API process that is SIGKILLed are delivered by the next one once the leases expire', async () => {
  database = await openTestDatabase(dataDir);
  const databaseUri = database.uri;
  const masterToken = `crash-admin-${randomBytes(8).toString('hex')}`;
  const env = {
    MONGODB_URI: databaseUri,
    DATA_DIR: dataDir,
    ADMIN_TOKEN: masterToken,
    DNS_SERVERS: dns.address,
    SMTP_SUBMISSION_PORT: '-1',
    RELAY_WORKER_CONCURRENCY: '4',
    QUEUE_POLL_MS: '50',
    LEASE_SECONDS: String(LEASE_SECONDS),
    RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
  };

  const first = await startApiProcess(env);
  processes.push(first);
  const firstHttp = supertest(first.baseUrl);
  // Sessions live in the database: the one opened here still works with the next process.
  const adminToken = await openAdminSession(firstHttp, masterToken);
  const client: AdminClient = { http: firstHttp, adminToken };
  const relayRecord = await adminCall<{ _id: string }>(client, 'post', '/api/admin/relays', {
    name: 'crash-relay',
    smtp_host: '127.0.0.1',
    smtp_port: relay.port,
  });
  const sender = await createTestSender(client, dns, { domain: 'crash.example', sendPlan: 'bulletproof', relayId: relayRecord._id });

  // The relay takes the messages in but never answers: the API holds them leased.
  relay.reply('stall');
  const subjects = Array.from({ length: MESSAGES }, (_, index) => `crash test ${index}`);
  for (const subject of subjects) {
    const response = await client.http
      .post('/api/v1/messages')
      .set('authorization', `Bearer ${sender.apiKey}`)
      .send({ from: `news@${sender.domain}`, to: `reader@inbox-${subject.split(' ')[2]}.example`, subject, text: subject });
    assert.equal(response.status, 202, JSON.stringify(response.body));
  }
  const deadline = Date.now() + 20_000;
  while (relay.stalled() < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(relay.stalled() >= 4, 'deliveries were leased and in flight when the process died');

  await first.kill('SIGKILL');
  relay.reply('accept');

  const second = await startApiProcess(env);
  processes.push(second);
  const received = await relay.waitForMessages(MESSAGES, 30_000);
  const arrived = received.map((message) => /Subject: (crash test \d+)/.exec(message.raw.toString())?.[1]);
  assert.deepEqual([...new Set(arrived)].sort(), [...subjects].sort(), 'every accepted message arrived');

  // The relay has them; the worker records each result right after the relay's reply.
  const secondClient: AdminClient = { http: supertest(second.baseUrl), adminToken };
  let delivered = 0;
  for (const until = Date.now() + 20_000; delivered < MESSAGES && Date.now() < until; ) {
    const logs = await adminCall<{ items: Array<{ status: string }> }>(secondClient, 'get', '/api/admin/reports/logs?page=1&limit=100');
    delivered = logs.items.filter((entry) => entry.status === 'delivered').length;
    if (delivered < MESSAGES) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(delivered, MESSAGES, 'one delivered log entry per message');
});
