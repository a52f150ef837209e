import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { DeliveryQueueService } from '../src/queue/delivery-queue.service.js';
import { DeliveryRecord } from '../src/queue/delivery.schema.js';
import { startTestApp } from './support/test-app.js';
let api;
before(async () => {
    api = await startTestApp({ env: { READINESS_MAX_QUEUE_LAG_SECONDS: '600', QUEUE_RESCAN_MS: '3600000' } });
});
after(async () => {
    await api?.close();
});
test('GET /api/health answers ok while the database is reachable, without a token', async () => {
    const response = await api.http.get('/api/health');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ok', database: 'up' });
});
test('GET /api/health/live answers ok without a token', async () => {
    const response = await api.http.get('/api/health/live');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ok' });
});
test('GET /api/health/ready answers ready while the queue keeps up, and 503 with the lag and why once a due delivery waited too long', async () => {
    const empty = await api.http.get('/api/health/ready');
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, { status: 'ok', database: 'up', queue_lag_seconds: 0, route_problems: [] });
    const queue = api.app.get(DeliveryQueueService);
    const deliveries = api.app.get(getModelToken(DeliveryRecord.name));
    const stored = await queue.enqueue({
        userId: new Types.ObjectId(),
        smtpAccountId: null,
        domain: 'ready.example',
        routing: { sendPlan: 'provider', relayId: null, agentOwnerUserId: null, allowedIps: [] },
        source: 'http',
        envelopeFrom: 'sender@ready.example',
        recipients: ['someone@elsewhere.example'],
        messageId: 'ready@ready.example',
        raw: Buffer.from('Subject: ready\r\n\r\nbody'),
    });
    const message = new Types.ObjectId(stored.id);
    // Due 100 seconds ago: waiting, within the bound.
    await deliveries.updateOne({ message }, { $set: { next_attempt_at: new Date(Date.now() - 100_000) } });
    await queue.refreshDueDeliveries();
    const lagging = await api.http.get('/api/health/ready');
    assert.equal(lagging.status, 200);
    assert.ok(lagging.body.queue_lag_seconds >= 100 && lagging.body.queue_lag_seconds < 110, `lag ${lagging.body.queue_lag_seconds}`);
    // No provider agent exists (and the test app runs no local delivery route): the mail has no way out.
    assert.deepEqual(lagging.body.route_problems, [
        {
            send_plan: 'provider',
            deliveries_waiting: 1,
            reason: 'no provider agent online',
            fix: 'start a provider agent, or enable the local delivery route (LOCAL_DELIVERY_AGENT=true)',
        },
    ]);
    // Due 700 seconds ago: past the bound of 600.
    await deliveries.updateOne({ message }, { $set: { next_attempt_at: new Date(Date.now() - 700_000) } });
    await queue.refreshDueDeliveries();
    const behind = await api.http.get('/api/health/ready');
    assert.equal(behind.status, 503);
    assert.equal(behind.body.statusCode, 503);
    assert.match(behind.body.message, /^The oldest due delivery has waited 70\d seconds, more than 600: provider mail waits: no provider agent online \(fix: start a provider agent, or enable the local delivery route \(LOCAL_DELIVERY_AGENT=true\)\)$/);
    // Liveness does not care.
    assert.equal((await api.http.get('/api/health/live')).status, 200);
    await deliveries.deleteOne({ message });
    await queue.refreshDueDeliveries();
    assert.equal((await api.http.get('/api/health/ready')).status, 200);
});
test('readiness answers 503 with the reason when the database does not answer, while liveness still answers', async () => {
    const other = await startTestApp({ shareWith: api });
    try {
        const connection = other.app.get(getConnectionToken());
        await connection.close(true);
        const ready = await other.http.get('/api/health/ready');
        assert.equal(ready.status, 503);
        assert.equal(ready.body.message, 'The database did not answer a ping within 2 seconds');
        assert.equal((await other.http.get('/api/health/live')).status, 200);
    }
    finally {
        await other.close();
    }
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
//# sourceMappingURL=health.e2e-spec.js.map