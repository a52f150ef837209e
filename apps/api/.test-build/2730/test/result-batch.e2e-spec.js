import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { MessageLogService } from '../src/message-log/message-log.service.js';
import { MessageLogRecord } from '../src/message-log/message-log.schema.js';
import { startTestApp } from './support/test-app.js';
/** More than the embedded database's 100 SQLite connections: the size of batch that stalled it. */
const BATCH = 150;
const RECORD_TIMEOUT_MS = 30_000;
let api;
before(async () => {
    api = await startTestApp();
});
after(async () => {
    // A database stalled by a regression would hold the app's shutdown for ever (the test has failed already): stop it.
    const closing = api?.close();
    const closed = await Promise.race([closing?.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 15_000).unref())]);
    if (closed === false) {
        await api.stopDatabase();
        // Without it every write of the shutdown would wait for a server to come back.
        await api.app.get(getConnectionToken()).destroy(true);
        await closing;
    }
});
test('a batch of results of more messages than the database has connections is recorded, and the database keeps answering', async () => {
    const messageLog = api.app.get(MessageLogService);
    const entries = api.app.get(getModelToken(MessageLogRecord.name));
    const at = new Date();
    // An account each: their places in the message sequence are taken side by side without a race.
    const messages = Array.from({ length: BATCH }, (_, index) => ({
        id: new Types.ObjectId(),
        userId: new Types.ObjectId(),
        deliveryId: new Types.ObjectId(),
        recipient: `reader${index}@batch-recipient.example`,
    }));
    await messageLog.recordAcceptedMany(messages.map(({ id, userId, deliveryId, recipient }, index) => ({
        id,
        userId,
        domain: 'batch-sender.example',
        messageId: `<batch-${index}@batch-sender.example>`,
        source: 'smtp',
        envelopeFrom: 'news@batch-sender.example',
        raw: Buffer.from(`From: news@batch-sender.example\r\nTo: ${recipient}\r\nSubject: batch ${index}\r\n\r\nbody\r\n`),
        deliveries: [{ id: deliveryId, recipients: [recipient] }],
        at,
    })));
    // What the queue hands over when a results batch of the agents holds this many deliveries, each its message's only one.
    const attempts = messages.map(({ id, userId, deliveryId, recipient }) => ({
        messageId: id,
        deliveryId,
        userId,
        domain: 'batch-sender.example',
        attempt: 1,
        outcomes: [{ logId: new Types.ObjectId(), recipient, status: 'delivered', response: '250 2.0.0 Ok', sourceIp: '127.0.0.1', agentHostname: 'batch-agent', at }],
        recipients: [{ address: recipient, state: 'delivered', response: '250 2.0.0 Ok' }],
        soleDelivery: true,
    }));
    let timer;
    const outcome = await Promise.race([
        messageLog.recordAttempts(attempts).then(() => 'recorded'),
        new Promise((resolve) => (timer = setTimeout(() => resolve('no answer'), RECORD_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    assert.equal(outcome, 'recorded', `recording ${BATCH} results in one batch got no answer from the database within ${RECORD_TIMEOUT_MS / 1000} s`);
    const stored = await entries
        .find({ _id: { $in: messages.map(({ id }) => id) } }, { status: 1, revision: 1 })
        .lean()
        .exec();
    assert.equal(stored.length, BATCH);
    assert.ok(stored.every((entry) => entry.status === 'delivered' && entry.revision === 1), 'every entry has its result');
});
//# sourceMappingURL=result-batch.e2e-spec.js.map