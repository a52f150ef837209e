import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { ACCEPTANCE_GRACE_MS, AcceptanceJournal } from '../src/queue/acceptance-journal.service.js';
import { startApiProcess } from './support/api-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { startMongoKillProxy } from './support/mongo-kill-proxy.js';
import { createTestSender } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
/**
 * An API process SIGKILLed right after each write of an acceptance with an Idempotency-Key (the
 * kill-proxy withholds that write's reply, so the process dies never knowing it succeeded), then
 * the client retrying with the same key against the next process: the message is stored once,
 * and the client gets the first answer (after 409s while the outcome is still open).
 *
 * The in-process app owns the database and plays the time that passes: it runs the acceptance
 * recovery as it runs once an intent is older than its grace, and ages a key's claim past the
 * time after which an unanswered key is taken over.
 */
let hub;
let dns;
let proxy;
let sender;
let database;
let api = null;
before(async () => {
    dns = await startDnsTestServer();
    // No agent and no relay: what is stored stays queued, to be counted.
    hub = await startTestApp({ env: { DNS_SERVERS: dns.address } });
    // The test's own reads and writes, apart from the app's (whose queries the index audit checks).
    database = await mongoose.createConnection(hub.databaseUri).asPromise();
    sender = await createTestSender(hub, dns, { domain: 'kill-steps.example', sendPlan: 'provider' });
    proxy = await startMongoKillProxy(hub.databaseUri);
});
after(async () => {
    await api?.kill();
    await proxy?.close();
    await database?.close();
    await hub?.close();
    await dns?.close();
});
const startApi = async () => {
    api = await startApiProcess({ MONGODB_URI: proxy.uri, DATA_DIR: hub.dataDir, DNS_SERVERS: dns.address, RELAY_WORKER_CONCURRENCY: '0' });
    return api;
};
/** Two recipients, so that the message is also stored once for its deliveries to share. */
const submission = (step) => ({
    from: `news@${sender.domain}`,
    to: [`first-${step}@inbox.example`, `second-${step}@inbox.example`],
    subject: `Kill step ${step}`,
    text: 'Stored once',
});
const submit = (baseUrl, key, step) => supertest(baseUrl).post('/api/v1/messages').set('authorization', `Bearer ${sender.apiKey}`).set('idempotency-key', key).send(submission(step));
/** Writes of one acceptance, each named by its occurrence among the writes of that command and collection. */
function killPointsOf(writes) {
    const seen = new Map();
    return writes.map((write) => {
        const name = `${write.command} ${write.collection}`;
        seen.set(name, (seen.get(name) ?? 0) + 1);
        return { ...write, occurrence: seen.get(name) };
    });
}
/** Retries with the key until it gets a 202; on a 409, lets the time pass that settles the open outcome. */
async function retryUntilAnswered(baseUrl, key, step) {
    let conflicts = 0;
    for (let round = 0; round < 6; round += 1) {
        const response = await submit(baseUrl, key, step);
        if (response.status === 202)
            return { id: response.body.id, conflicts };
        assert.equal(response.status, 409, `retry after a kill: ${response.status} ${JSON.stringify(response.body)}`);
        conflicts += 1;
        // The acceptance recovery's pass once the intent outlived its grace ...
        await hub.app.get(AcceptanceJournal).recoverInterrupted(Date.now() + ACCEPTANCE_GRACE_MS + 1000);
        // ... and the key's claim older than the time after which an unanswered key is taken over.
        await database.collection('idempotency_keys').updateOne({ _id: `${sender.userId}:${key}` }, { $set: { claimed_at: new Date(Date.now() - 60 * 60_000) } });
    }
    assert.fail(`no 202 for ${key}`);
}
test('a submission retried with its Idempotency-Key after the API was SIGKILLed right after any write of its acceptance is stored once', { timeout: 30 * 60_000 }, async () => {
    let current = await startApi();
    // The writes of one acceptance, as they pass the proxy.
    const stopRecording = proxy.recordWrites();
    const first = await submit(current.baseUrl, 'kill-steps-recorded', 'recorded');
    assert.equal(first.status, 202, JSON.stringify(first.body));
    const acceptanceCollections = new Set(['idempotency_keys', 'acceptance_intents', 'outbound_messages', 'message_log', 'deliveries']);
    const points = killPointsOf(stopRecording().filter((write) => acceptanceCollections.has(write.collection)));
    const names = points.map((point) => `${point.command} ${point.collection} #${point.occurrence}`);
    for (const expected of ['insert idempotency_keys #1', 'insert acceptance_intents #1', 'insert outbound_messages #1', 'insert deliveries #1', 'delete acceptance_intents #1', 'update idempotency_keys #1']) {
        assert.ok(names.includes(expected), `${expected} is one of the acceptance's writes: ${names.join(', ')}`);
    }
    for (const [index, point] of points.entries()) {
        const step = `${index + 1}`;
        const key = `kill-step-${step}`;
        const killed = new Promise((resolve) => proxy.killAfter(point, () => void current.kill('SIGKILL').then(resolve)));
        const lost = submit(current.baseUrl, key, step).then((response) => response.status, () => 'no answer');
        await killed;
        assert.equal(await lost, 'no answer', `killed after ${names[index]}: the answer is lost`);
        current = await startApi();
        const { id } = await retryUntilAnswered(current.baseUrl, key, step);
        const logged = await database.collection('message_log').find({ recipients: `first-${step}@inbox.example` }).toArray();
        assert.equal(logged.length, 1, `killed after ${names[index]}: one message stored`);
        assert.equal(logged[0]._id.toString(), id, `killed after ${names[index]}: the answer names the stored message`);
        for (const address of [`first-${step}@inbox.example`, `second-${step}@inbox.example`]) {
            const deliveries = await database.collection('deliveries').countDocuments({ 'recipients.address': address });
            assert.ok(deliveries <= 1, `killed after ${names[index]}: ${deliveries} deliveries to ${address}`);
        }
        // And the key keeps answering the same.
        const again = await submit(current.baseUrl, key, step);
        assert.equal(again.status, 202);
        assert.equal(again.body.id, id);
    }
});
//# sourceMappingURL=idempotency-kill.e2e-spec.js.map