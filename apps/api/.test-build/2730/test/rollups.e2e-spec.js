import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { countedField, reputationFieldsOf, ROLLUP_FIELDS } from '../src/rollups/rollup-keys.js';
import { startApiProcess } from './support/api-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { openAdminSession, openTestDatabase } from './support/test-app.js';
const PUBLIC_URL = 'http://platform.rollups.example';
/** The mailbox simulator's domain while the platform has no public host name. */
const SIMULATOR_DOMAIN = 'simulator.platform.localhost';
let dataDir;
let database;
let connection;
let dns;
let relay;
const processes = [];
before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rollups-'));
    dns = await startDnsTestServer();
    relay = await startSmtpTestServer();
});
after(async () => {
    await Promise.all(processes.map((api) => api.kill()));
    await connection?.close();
    await relay?.close();
    await dns?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
});
/** Every stored event counted by (UTC day, scope), straight from message_events. */
async function recountEvents(db) {
    const counts = new Map();
    const add = (key, field) => {
        const row = counts.get(key) ?? Object.fromEntries(ROLLUP_FIELDS.map((name) => [name, 0]));
        row[field] += 1;
        counts.set(key, row);
    };
    for await (const event of db.collection('message_events').find({})) {
        const field = countedField(event);
        if (!field)
            continue;
        const day = event.created_at.toISOString().slice(0, 10);
        add(`${day}|all`, field);
        add(`${day}|user:${event.user_id.toString()}`, field);
    }
    return counts;
}
/** The reputation figures (sent, hard bounces, complaints) of each account (by id) and sending domain (by name), recounted from every stored event, simulator mail excluded. */
async function recountReputation(db) {
    const counts = new Map();
    for await (const event of db.collection('message_events').find({})) {
        for (const key of [event.user_id.toString(), ...(event.domain ? [event.domain] : [])]) {
            const row = counts.get(key) ?? { sent: 0, hard_bounced: 0, complained: 0 };
            for (const field of reputationFieldsOf(event, SIMULATOR_DOMAIN))
                row[field] += 1;
            counts.set(key, row);
        }
    }
    return counts;
}
/** The platform's counts of a day in its month documents of every slot, summed: the rollups as stored. */
async function storedDayCounts(db, day) {
    const months = await db.collection('rollups').find({ kind: 'month', period: day.slice(0, 7), scope: 'all' }).toArray();
    const part = `d${day.slice(8, 10)}`;
    return Object.fromEntries(ROLLUP_FIELDS.map((field) => [field, months.reduce((sum, month) => sum + (month.parts?.[part]?.[field] ?? 0), 0)]));
}
const zero = () => Object.fromEntries(ROLLUP_FIELDS.map((name) => [name, 0]));
test('the rollups and the reputation figures equal a recount of the stored events after a mixed workload, a restart and a SIGKILL in the middle of a batch', async () => {
    database = await openTestDatabase(dataDir);
    connection = await mongoose.createConnection(database.uri).asPromise();
    const db = connection;
    const masterToken = `rollups-admin-${randomBytes(8).toString('hex')}`;
    const env = {
        MONGODB_URI: database.uri,
        DATA_DIR: dataDir,
        ADMIN_TOKEN: masterToken,
        DNS_SERVERS: dns.address,
        PUBLIC_URL,
        SMTP_SUBMISSION_PORT: '-1',
        INBOUND_SMTP_PORT: '-1',
        RELAY_WORKER_CONCURRENCY: '4',
        QUEUE_POLL_MS: '50',
        LEASE_SECONDS: '2',
        RETRY_FIRST_SECONDS: '1',
        RETRY_MAX_SECONDS: '1',
        RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
        ROLLUP_WRITER_STALE_SECONDS: '2',
    };
    let api = await startApiProcess(env);
    processes.push(api);
    const adminToken = await openAdminSession(supertest(api.baseUrl), masterToken);
    const client = () => ({ http: supertest(api.baseUrl), adminToken });
    const relayRecord = await adminCall(client(), 'post', '/api/admin/relays', { name: 'rollup-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
    const senders = [];
    for (const domain of ['alpha.example', 'beta.example']) {
        senders.push(await createTestSender(client(), dns, { domain, sendPlan: 'bulletproof', relayId: relayRecord._id }));
    }
    const [alpha, beta] = senders;
    const unsubscribeHeaders = await supertest(api.baseUrl)
        .patch(`/api/v1/domains/${alpha.domainId}`)
        .set('authorization', `Bearer ${alpha.apiKey}`)
        .send({ unsubscribe_headers: true });
    assert.equal(unsubscribeHeaders.status, 200, JSON.stringify(unsubscribeHeaders.body));
    let sequence = 0;
    const send = (sender, recipients = 1) => supertest(api.baseUrl)
        .post('/api/v1/messages')
        .set('authorization', `Bearer ${sender.apiKey}`)
        .send({
        from: `news@${sender.domain}`,
        to: Array.from({ length: recipients }, (_, index) => `reader${++sequence}-${index}@inbox.example`),
        subject: `rollup ${sequence}`,
        text: 'counted',
    });
    const sendAll = async (sender, count, recipients = 1) => {
        for (let index = 0; index < count; index += 1)
            assert.equal((await send(sender, recipients)).status, 202);
    };
    const waitFor = async (what, check, timeoutMs = 60_000) => {
        for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
            if (await check())
                return;
        }
        assert.fail(`timed out waiting for ${what}`);
    };
    // Delivered, bounced (5xx), deferred (4xx, then delivered on a retry), and unsubscribes.
    relay.reply('accept');
    await sendAll(alpha, 4, 2);
    await sendAll(beta, 3);
    await waitFor('the first messages delivered', async () => (await db.collection('message_events').countDocuments({ type: 'delivered' })) >= 11);
    relay.reply({ code: 550, message: '5.1.1 no such user' });
    await sendAll(alpha, 2);
    await sendAll(beta, 2, 2);
    await waitFor('the bounces', async () => (await db.collection('message_events').countDocuments({ type: 'bounced' })) >= 6);
    relay.reply({ code: 451, message: '4.7.1 try again later' });
    await sendAll(beta, 2);
    await waitFor('the deferrals', async () => (await db.collection('message_events').countDocuments({ type: 'deferred' })) >= 2);
    relay.reply('accept');
    // The simulator's bounces are in the rollups but in no account's reputation.
    for (const mailbox of ['bounce', 'bounce+2']) {
        const simulated = await supertest(api.baseUrl)
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${alpha.apiKey}`)
            .send({ from: `news@${alpha.domain}`, to: `${mailbox}@${SIMULATOR_DOMAIN}`, subject: 'simulated', text: 'bounces' });
        assert.equal(simulated.status, 202, JSON.stringify(simulated.body));
    }
    const tokens = relay.received.map((message) => /\/u\/([a-z2-7]{40})>/.exec(message.raw.toString())?.[1]).filter((token) => token !== undefined);
    assert.ok(tokens.length >= 3, "alpha's copies carry their one-click unsubscribe links");
    for (const token of tokens.slice(0, 3)) {
        assert.equal((await supertest(api.baseUrl).post(`/u/${token}`).type('form').send('List-Unsubscribe=One-Click')).status, 200);
    }
    // A clean restart: the slot is freed and taken again.
    await api.kill('SIGTERM');
    api = await startApiProcess(env);
    processes.push(api);
    // A burst of submissions, and the process killed outright while they are under way.
    const burst = Array.from({ length: 16 }, (_, index) => send(index % 2 ? alpha : beta, 1 + (index % 3)).then((response) => response.status, () => 0));
    await waitFor('part of the burst accepted', async () => (await db.collection('message_events').countDocuments({ type: 'accepted' })) >= 18 + 6);
    const killedSlot = await db.collection('rollup_slots').findOne({ owner: { $nin: [null] } });
    await api.kill('SIGKILL');
    await Promise.all(burst);
    assert.ok(killedSlot && killedSlot.pending_hours.length > 0, 'the killed process had counts pending');
    api = await startApiProcess(env);
    processes.push(api);
    // The next process takes another slot, recounts the killed one once its heartbeat is stale, and frees it.
    await waitFor('the killed slot recounted and freed', async () => (await db.collection('rollup_slots').findOne({ _id: killedSlot._id }))?.owner === null);
    await waitFor('every delivery finished', async () => (await db.collection('deliveries').countDocuments({})) === 0);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the last results' counts written
    const recount = await recountEvents(db);
    const today = new Date().toISOString().slice(0, 10);
    const recounted = (key) => recount.get(key) ?? zero();
    const all = recounted(`${today}|all`);
    assert.ok(all.accepted >= 24 && all.delivered > 0 && all.bounced > 0 && all.deferred > 0 && all.unsubscribed === 3, JSON.stringify(all));
    assert.deepEqual(await storedDayCounts(db, today), all, "the platform's day over every slot");
    const http = supertest(api.baseUrl);
    const summary = (await http.get(`/api/admin/reports/summary?date_from=${today}T00:00:00.000Z&date_to=${today}`).set('x-admin-token', adminToken)).body;
    assert.deepEqual(summary.items, [{ date: today, sent: all.accepted, total: all.delivered + all.deferred + all.bounced + all.failed, delivered: all.delivered, bounced: all.bounced }]);
    const hourly = (await http.get(`/api/admin/reports/summary?date_from=${today}T00:00:00.000Z`).set('x-admin-token', adminToken)).body;
    assert.deepEqual(hourly.items, summary.items, "today until now, read from the hour rows, says the same as the day's row");
    for (const sender of senders) {
        const own = recounted(`${today}|user:${sender.userId}`);
        const detail = (await http.get(`/api/admin/users/${sender.userId}`).set('x-admin-token', adminToken)).body;
        assert.deepEqual([detail.stats.total_sent, detail.stats.last_30d_sent], [own.accepted, own.accepted], sender.domain);
        const overview = (await http.get('/api/v1/account/overview').set('authorization', `Bearer ${sender.apiKey}`)).body;
        const day = overview.days.at(-1);
        assert.deepEqual({ ...day }, { date: today, sent: own.accepted, delivered: own.delivered, bounced: own.bounced, deferred: own.deferred, failed: own.failed, complained: own.complained }, sender.domain);
    }
    // Each account's reputation figures (its window reaches back 7 days, and every event is from today) equal the recount.
    const reputations = await recountReputation(db);
    const alphaEvents = await db.collection('message_events').find({ user_id: new mongoose.Types.ObjectId(alpha.userId) }).toArray();
    assert.ok(alphaEvents.some((event) => event.type === 'bounced' && event.recipient?.endsWith(`@${SIMULATOR_DOMAIN}`)), 'the simulator bounced');
    for (const sender of senders) {
        const detail = (await http.get(`/api/admin/reputation/${sender.userId}`).set('x-admin-token', adminToken)).body;
        const recounted = reputations.get(sender.userId);
        assert.ok(recounted.sent > 0 && recounted.hard_bounced > 0, JSON.stringify(recounted));
        const { figures } = detail;
        assert.deepEqual({ sent: figures.sent, hard_bounced: figures.hard_bounced, complained: figures.complained }, recounted, `${sender.domain}'s account reputation`);
        const [domain] = detail.domains;
        assert.equal(domain.domain, sender.domain);
        assert.deepEqual({ sent: domain.figures.sent, hard_bounced: domain.figures.hard_bounced, complained: domain.figures.complained }, reputations.get(sender.domain), `${sender.domain}'s domain reputation`);
    }
});
//# sourceMappingURL=rollups.e2e-spec.js.map