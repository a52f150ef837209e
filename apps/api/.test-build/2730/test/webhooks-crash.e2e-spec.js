import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import supertest from 'supertest';
import { Webhook } from 'standardwebhooks';
import { startApiProcess } from './support/api-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { openAdminSession, openTestDatabase } from './support/test-app.js';
import { signatureHeaders, startWebhookReceiver } from './support/webhook-receiver.js';
const MESSAGES = 4;
/** accepted and delivered for each message. */
const EVENTS = MESSAGES * 2;
let dataDir;
let database;
let dns;
let relay;
let receiver;
const processes = [];
before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'webhooks-crash-'));
    dns = await startDnsTestServer();
    relay = await startSmtpTestServer();
    receiver = await startWebhookReceiver();
});
after(async () => {
    await Promise.all(processes.map((api) => api.kill()));
    await receiver?.close();
    await relay?.close();
    await dns?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
});
test('events whose webhooks were being retried when the API was SIGKILLed all reach the endpoint from the next process, each under its own webhook-id', async () => {
    database = await openTestDatabase(dataDir);
    const masterToken = `webhooks-crash-${randomBytes(8).toString('hex')}`;
    const env = {
        MONGODB_URI: database.uri,
        DATA_DIR: dataDir,
        ADMIN_TOKEN: masterToken,
        DNS_SERVERS: dns.address,
        SMTP_SUBMISSION_PORT: '-1',
        RELAY_WORKER_CONCURRENCY: '2',
        QUEUE_POLL_MS: '50',
        RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
        WEBHOOK_POLL_MS: '50',
        // Retries every 2 s for a minute: the restart happens well within them.
        WEBHOOK_RETRY_SCHEDULE_SECONDS: Array.from({ length: 30 }, () => '2').join(','),
        WEBHOOK_TIMEOUT_SECONDS: '2',
        WEBHOOK_LEASE_SECONDS: '3',
    };
    const first = await startApiProcess(env);
    processes.push(first);
    // The master token only opens admin sessions.
    const client = { http: supertest(first.baseUrl), adminToken: await openAdminSession(supertest(first.baseUrl), masterToken) };
    await adminCall(client, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
    const relayRecord = await adminCall(client, 'post', '/api/admin/relays', { name: 'crash-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
    const sender = await createTestSender(client, dns, { domain: 'hooks-crash.example', sendPlan: 'bulletproof', relayId: relayRecord._id });
    const created = await client.http
        .post('/api/v1/webhooks')
        .set('authorization', `Bearer ${sender.apiKey}`)
        .send({ url: receiver.url, event_types: ['message.accepted', 'message.delivered'] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const endpoint = created.body;
    // The receiver is down (503) while the events happen: each is in its retries when the API dies.
    receiver.answer([], 503);
    const messageIds = [];
    for (let index = 0; index < MESSAGES; index += 1) {
        const response = await client.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to: `reader${index}@inbox.example`, subject: `crash ${index}`, text: 'x' });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        messageIds.push(response.body.id);
    }
    const distinctIds = () => new Set(receiver.received.map((request) => request.headers['webhook-id'])).size;
    for (const deadline = Date.now() + 30_000; distinctIds() < EVENTS && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(distinctIds(), EVENTS, 'every event was tried once before the crash');
    await first.kill('SIGKILL');
    const failedBeforeCrash = receiver.received.length;
    receiver.answer([], 200);
    const second = await startApiProcess(env);
    processes.push(second);
    const taken = await receiver.waitFor(EVENTS, (request) => request.answeredWith === 200, 60_000);
    const payloads = taken.map((request) => {
        new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request));
        return JSON.parse(request.body);
    });
    const expected = messageIds.flatMap((id) => [`message.accepted ${id}`, `message.delivered ${id}`]).sort();
    assert.deepEqual([...new Set(payloads.map((payload) => `${payload.type} ${payload.data.message_id}`))].sort(), expected, 'no event was lost');
    assert.equal(new Set(taken.map((request) => request.headers['webhook-id'])).size, EVENTS);
    // Each event kept its webhook-id across the restart: the ids taken are those that failed before it.
    const idsBeforeCrash = new Set(receiver.received.slice(0, failedBeforeCrash).map((request) => request.headers['webhook-id']));
    assert.ok(taken.every((request) => idsBeforeCrash.has(request.headers['webhook-id'])));
    // The account sees the attempts of both processes.
    const succeeded = async () => {
        const response = await supertest(second.baseUrl)
            .get(`/api/v1/webhooks/${endpoint._id}/attempts?limit=100&result=succeeded`)
            .set('authorization', `Bearer ${sender.apiKey}`);
        assert.equal(response.status, 200);
        return response.body.total;
    };
    // Each attempt is recorded right after the receiver answers it.
    for (const deadline = Date.now() + 10_000; (await succeeded()) < EVENTS && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 100));
    // At least once each (a POST whose lease ran out during the restart may have been made twice).
    assert.ok((await succeeded()) >= EVENTS);
});
//# sourceMappingURL=webhooks-crash.e2e-spec.js.map