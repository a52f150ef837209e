import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { BODY_SWEEP_MIN_AGE_MS, MessageBodySweep } from '../src/queue/message-body-sweep.service.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { createTestSender } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
let api;
let dns;
before(async () => {
    dns = await startDnsTestServer();
    api = await startTestApp({ env: { DNS_SERVERS: dns.address } });
});
after(async () => {
    await api?.close();
    await dns?.close();
});
test('the sweep removes, in batches, the old message bodies no delivery needs, and keeps those with an open delivery and the young ones', async () => {
    const db = api.app.get(getConnectionToken());
    const messages = db.collection('outbound_messages');
    // A real message, queued (no agent takes provider mail here): its delivery is open.
    const sender = await createTestSender(api, dns, { domain: 'sweep.example', sendPlan: 'provider' });
    const sent = await api.http
        .post('/api/v1/messages')
        .set('authorization', `Bearer ${sender.apiKey}`)
        // Two recipients: the message is stored once for both deliveries (one recipient's delivery would carry it).
        .send({ from: `news@${sender.domain}`, to: ['reader@inbox.example', 'other@inbox.example'], subject: 'Kept', text: 'Hello' });
    assert.equal(sent.status, 202, JSON.stringify(sent.body));
    const stored = await messages.findOne({ _id: new Types.ObjectId(sent.body.id) });
    const openDeliveryId = stored.delivery_ids[0];
    const twoHoursAgo = Math.floor((Date.now() - 2 * 60 * 60_000) / 1000);
    const oldId = (offset) => Types.ObjectId.createFromTime(twoHoursAgo + offset);
    const body = (id, deliveryIds) => ({
        _id: id,
        message_id: `${id.toHexString()}@sweep.example`,
        user_id: new Types.ObjectId(sender.userId),
        domain: 'sweep.example',
        raw: Buffer.from('Subject: left behind\r\n\r\nbody\r\n'),
        ...(deliveryIds ? { delivery_ids: deliveryIds } : {}),
    });
    const leftBehind = Array.from({ length: 5 }, (_, index) => oldId(index));
    await messages.insertMany([
        ...leftBehind.map((id) => body(id, [new Types.ObjectId()])),
        // Stored by a version that did not list deliveries, and none points at it.
        body(oldId(10)),
        // Old, but its delivery is still queued.
        body(oldId(20), [openDeliveryId]),
        // Young: its deliveries may not be written yet.
        body(new Types.ObjectId(), [new Types.ObjectId()]),
    ]);
    const removed = await api.app.get(MessageBodySweep).sweep(2);
    assert.equal(removed, 6);
    const left = (await messages.find({}, { projection: { _id: 1 } }).toArray()).map((message) => message._id.toHexString());
    assert.equal(left.length, 3);
    assert.ok(left.includes(sent.body.id), 'the queued message keeps its body');
    assert.ok(left.includes(oldId(20).toHexString()), 'an old body with an open delivery stays');
    for (const id of [...leftBehind, oldId(10)])
        assert.ok(!left.includes(id.toHexString()), `${id.toHexString()} removed`);
    assert.ok(BODY_SWEEP_MIN_AGE_MS < 2 * 60 * 60_000, 'the old ones are past the minimum age');
});
//# sourceMappingURL=message-body-sweep.e2e-spec.js.map