import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import mongoose, { Types } from 'mongoose';
import supertest from 'supertest';
import { ACCOUNT_DELETED_REASON } from '../src/user-deletion/user-deletion.service.js';
import { startApiProcess } from './support/api-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { openAdminSession, openTestDatabase } from './support/test-app.js';
/** Enough queued deliveries (one per recipient) that failing them takes a while to catch in the middle. */
const MESSAGES = 3;
const RECIPIENTS_PER_MESSAGE = 60;
let dataDir;
let database;
let db;
let dns;
const processes = [];
before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'user-deletion-crash-'));
    dns = await startDnsTestServer();
});
after(async () => {
    await Promise.all(processes.map((api) => api.kill()));
    await db?.close();
    await dns?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
});
test('a cascade deletion whose API process is SIGKILLed half-way is resumed by the next start and ends with every queued recipient failed once', async () => {
    database = await openTestDatabase(dataDir);
    db = await mongoose.createConnection(database.uri).asPromise();
    const masterToken = `deletion-admin-${randomBytes(8).toString('hex')}`;
    const env = {
        MONGODB_URI: database.uri,
        DATA_DIR: dataDir,
        ADMIN_TOKEN: masterToken,
        DNS_SERVERS: dns.address,
        SMTP_SUBMISSION_PORT: '-1',
        INBOUND_SMTP_PORT: '-1',
        RELAY_WORKER_CONCURRENCY: '0',
    };
    const first = await startApiProcess(env);
    processes.push(first);
    const client = { http: supertest(first.baseUrl), adminToken: await openAdminSession(supertest(first.baseUrl), masterToken) };
    // A provider domain and no agent: the mail stays queued.
    const sender = await createTestSender(client, dns, { domain: 'resumed.example', sendPlan: 'provider' });
    const recipients = [];
    for (let message = 0; message < MESSAGES; message += 1) {
        const to = Array.from({ length: RECIPIENTS_PER_MESSAGE }, (_, index) => `reader-${message}-${index}@inbox-${index % 7}.example`);
        const response = await client.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to, subject: `Message ${message}`, text: 'Hello' });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        recipients.push(...to);
    }
    const userId = new Types.ObjectId(sender.userId);
    const deliveries = db.collection('deliveries');
    const logs = db.collection('delivery_logs');
    assert.equal(await deliveries.countDocuments({ user_id: userId }), recipients.length);
    // The answer never comes: the process dies first.
    const deletion = fetch(`${first.baseUrl}/api/admin/users/${sender.userId}?cascade=true`, {
        method: 'DELETE',
        headers: { 'x-admin-token': client.adminToken },
    }).catch(() => null);
    const deadline = Date.now() + 60_000;
    // Half-way: some queued mail is failed (its log entry written, its delivery gone), not all.
    while ((await logs.countDocuments({ user_id: userId, response: ACCOUNT_DELETED_REASON })) === 0 ||
        (await deliveries.countDocuments({ user_id: userId })) === recipients.length) {
        assert.ok(Date.now() < deadline, 'the deletion started failing the queued mail');
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.kill('SIGKILL');
    assert.equal(await deletion, null, 'the request died with the process');
    const openAtKill = await deliveries.countDocuments({ user_id: userId });
    assert.ok(openAtKill > 0 && openAtKill < recipients.length, `killed in the middle of failing the mail (${openAtKill} of ${recipients.length} open)`);
    const job = await db.collection('user_deletions').findOne({ _id: userId });
    assert.equal(job?.step, 'fail-queued-mail');
    assert.ok(await db.collection('users').findOne({ _id: userId }), 'the user record outlived the kill');
    assert.equal(await db.collection('domains').countDocuments({ user_id: userId }), 0, 'the steps before were done');
    assert.equal(await db.collection('smtp_accounts').countDocuments({ user_id: userId }), 0);
    const second = await startApiProcess(env);
    processes.push(second);
    const until = Date.now() + 120_000;
    while (await db.collection('user_deletions').findOne({ _id: userId })) {
        assert.ok(Date.now() < until, 'the resumed deletion ended');
        await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(await db.collection('users').countDocuments({ _id: userId }), 0);
    assert.equal(await db.collection('user_plans').countDocuments({ user_id: userId }), 0);
    assert.equal(await deliveries.countDocuments({ user_id: userId }), 0);
    // A searched list is not counted (total null): no item and no next page is what says the user is gone.
    const searched = await adminCall({ ...client, http: supertest(second.baseUrl) }, 'get', `/api/admin/users?q=${encodeURIComponent(`owner@${sender.domain}`)}`);
    assert.deepEqual([searched.items, searched.has_more], [[], false]);
    const entries = await logs.find({ user_id: userId }).toArray();
    assert.ok(entries.every((entry) => entry.status === 'failed' && entry.response === ACCOUNT_DELETED_REASON));
    assert.deepEqual(entries.map((entry) => entry.to).sort(), [...recipients].sort(), 'every recipient failed exactly once');
});
//# sourceMappingURL=user-deletion-crash.e2e-spec.js.map