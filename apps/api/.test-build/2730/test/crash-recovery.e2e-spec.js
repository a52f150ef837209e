import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import supertest from 'supertest';
import { startApiProcess } from './support/api-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { startMongoKillProxy } from './support/mongo-kill-proxy.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { openAdminSession, openTestDatabase } from './support/test-app.js';
const MESSAGES = 8;
const LEASE_SECONDS = 2;
let dataDir;
let database;
let dns;
let relay;
const processes = [];
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
/** The env of an API process of these tests, on the shared database and data folder. */
function apiEnv(databaseUri, masterToken) {
    return {
        MONGODB_URI: databaseUri,
        DATA_DIR: dataDir,
        ADMIN_TOKEN: masterToken,
        DNS_SERVERS: dns.address,
        SMTP_SUBMISSION_PORT: '-1',
        // Processes of both tests run side by side: none takes the fixed inbound port.
        INBOUND_SMTP_PORT: '-1',
        RELAY_WORKER_CONCURRENCY: '4',
        QUEUE_POLL_MS: '50',
        LEASE_SECONDS: String(LEASE_SECONDS),
        RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
    };
}
test('messages leased by an API process that is SIGKILLed are delivered by the next one once the leases expire', async () => {
    database ??= await openTestDatabase(dataDir);
    const masterToken = `crash-admin-${randomBytes(8).toString('hex')}`;
    const env = apiEnv(database.uri, masterToken);
    const first = await startApiProcess(env);
    processes.push(first);
    const firstHttp = supertest(first.baseUrl);
    // Sessions live in the database: the one opened here still works with the next process.
    const adminToken = await openAdminSession(firstHttp, masterToken);
    const client = { http: firstHttp, adminToken };
    const relayRecord = await adminCall(client, 'post', '/api/admin/relays', {
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
    while (relay.stalled() < 4 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(relay.stalled() >= 4, 'deliveries were leased and in flight when the process died');
    await first.kill('SIGKILL');
    relay.reply('accept');
    const second = await startApiProcess(env);
    processes.push(second);
    const received = await relay.waitForMessages(MESSAGES, 30_000);
    const arrived = received.map((message) => /Subject: (crash test \d+)/.exec(message.raw.toString())?.[1]);
    assert.deepEqual([...new Set(arrived)].sort(), [...subjects].sort(), 'every accepted message arrived');
    // The relay has them; the worker records each result right after the relay's reply.
    const secondClient = { http: supertest(second.baseUrl), adminToken };
    let delivered = 0;
    for (const until = Date.now() + 20_000; delivered < MESSAGES && Date.now() < until;) {
        const logs = await adminCall(secondClient, 'get', '/api/admin/reports/logs?page=1&limit=100');
        delivered = logs.items.filter((entry) => entry.status === 'delivered').length;
        if (delivered < MESSAGES)
            await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(delivered, MESSAGES, 'one delivered log entry per message');
});
test('an API process SIGKILLed while it stores submissions and records results in batches loses no acknowledged message', async () => {
    database ??= await openTestDatabase(dataDir);
    const masterToken = `batch-admin-${randomBytes(8).toString('hex')}`;
    const env = apiEnv(database.uri, masterToken);
    const first = await startApiProcess(env);
    processes.push(first);
    const adminToken = await openAdminSession(supertest(first.baseUrl), masterToken);
    const client = { http: supertest(first.baseUrl), adminToken };
    const relayRecord = await adminCall(client, 'post', '/api/admin/relays', { name: 'batch-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
    const sender = await createTestSender(client, dns, { domain: 'batch-crash.example', sendPlan: 'bulletproof', relayId: relayRecord._id });
    relay.reply('accept');
    const receivedBefore = relay.received.length;
    // Submitted all at once, so they are stored in batches, delivered and recorded in batches while
    // more arrive; the process dies in the middle of it, whatever part of a batch it was writing.
    const subjects = Array.from({ length: 40 }, (_, index) => `batch crash ${index}`);
    const acknowledged = [];
    const submissions = subjects.map((subject) => supertest(first.baseUrl)
        .post('/api/v1/messages')
        .set('authorization', `Bearer ${sender.apiKey}`)
        .send({ from: `news@${sender.domain}`, to: `reader@batch-${subject.split(' ')[2]}.example`, subject, text: subject })
        .then((response) => (response.status === 202 ? acknowledged.push({ subject, id: response.body.id }) : undefined), () => undefined));
    const deadline = Date.now() + 20_000;
    while (relay.received.length < receivedBefore + 8 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
    await first.kill('SIGKILL');
    await Promise.all(submissions);
    assert.ok(acknowledged.length >= 8, `the process acknowledged messages before it died (${acknowledged.length})`);
    const second = await startApiProcess(env);
    processes.push(second);
    const arrivedSubjects = () => new Set(relay.received.slice(receivedBefore).map((message) => /Subject: (batch crash \d+)/.exec(message.raw.toString())?.[1]));
    for (const until = Date.now() + 30_000; Date.now() < until && !acknowledged.every(({ subject }) => arrivedSubjects().has(subject));) {
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual(acknowledged.filter(({ subject }) => !arrivedSubjects().has(subject)), [], 'every acknowledged message arrived');
    // Each one's result is recorded in full: its message log entry ends delivered.
    const customer = supertest(second.baseUrl);
    for (const { id, subject } of acknowledged) {
        let status = '';
        for (const until = Date.now() + 20_000; status !== 'delivered' && Date.now() < until;) {
            const entry = await customer.get(`/api/v1/messages/${id}`).set('authorization', `Bearer ${sender.apiKey}`);
            status = entry.body.status;
            if (status !== 'delivered')
                await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.equal(status, 'delivered', `${subject} (${id}) is delivered in the message log`);
    }
});
test('an API process SIGKILLed right after its relay took a message, before it recorded that, does not send it again after restart', async () => {
    database ??= await openTestDatabase(dataDir);
    const proxy = await startMongoKillProxy(database.uri);
    try {
        const masterToken = `journal-admin-${randomBytes(8).toString('hex')}`;
        const env = { ...apiEnv(proxy.uri, masterToken), RELAY_WORKER_CONCURRENCY: '1' };
        const first = await startApiProcess(env);
        processes.push(first);
        const client = { http: supertest(first.baseUrl), adminToken: await openAdminSession(supertest(first.baseUrl), masterToken) };
        const relayRecord = await adminCall(client, 'post', '/api/admin/relays', { name: 'journal-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
        const sender = await createTestSender(client, dns, { domain: 'relay-journal.example', sendPlan: 'bulletproof', relayId: relayRecord._id });
        relay.reply('accept');
        const copies = () => relay.received.filter((message) => message.raw.toString().includes('Subject: relayed once')).length;
        // The relay's answer is written to the journal; the process dies right after, never recording the attempt.
        const killed = new Promise((resolve) => proxy.killAfter({ command: 'insert', collection: 'relay_outcomes', occurrence: 1 }, () => void first.kill('SIGKILL').then(resolve)));
        const sent = await client.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to: 'reader@relay-journal-inbox.example', subject: 'relayed once', text: 'relayed once' });
        assert.equal(sent.status, 202, JSON.stringify(sent.body));
        await killed;
        assert.equal(copies(), 1, 'the relay took it before the kill');
        const second = await startApiProcess(env);
        processes.push(second);
        const customer = supertest(second.baseUrl);
        let status = '';
        for (const until = Date.now() + 60_000; status !== 'delivered' && Date.now() < until;) {
            status = (await customer.get(`/api/v1/messages/${sent.body.id}`).set('authorization', `Bearer ${sender.apiKey}`)).body.status;
            if (status !== 'delivered')
                await new Promise((resolve) => setTimeout(resolve, 200));
        }
        assert.equal(status, 'delivered', 'the journaled answer was recorded');
        // Past the lease and its takeover grace: without the journal the delivery would be leased and relayed again by now.
        await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 2000 + 2000));
        assert.equal(copies(), 1, 'relayed once');
    }
    finally {
        await proxy.close();
    }
});
//# sourceMappingURL=crash-recovery.e2e-spec.js.map