import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { ACCEPTANCE_GRACE_MS, AcceptanceJournal, NOT_QUEUED_RESPONSE } from '../src/queue/acceptance-journal.service.js';
import { deliveryLogEntryId } from '../src/queue/delivery-log-entry.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { createTestSender } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
/**
 * A process killed while storing a batch of submissions leaves message log entries whose
 * deliveries were never (or only partly) stored. The batch's intent lets the recovery find them.
 * The kill is re-created here by removing stored deliveries and leaving the batch's intent behind
 * as the killed process would have; no agent runs, so queued deliveries stay put.
 */
describe('acceptance recovery', () => {
    let api;
    let dns;
    let database;
    let sender;
    let journal;
    before(async () => {
        dns = await startDnsTestServer();
        api = await startTestApp({ env: { DNS_SERVERS: dns.address } });
        database = api.app.get(getConnectionToken());
        journal = api.app.get(AcceptanceJournal);
        sender = await createTestSender(api, dns, { domain: 'recovery.example', sendPlan: 'provider' });
    });
    after(async () => {
        await api?.close();
        await dns?.close();
    });
    const intents = () => database.collection('acceptance_intents');
    const deliveries = () => database.collection('deliveries');
    const customer = (path) => api.http.get(path).set('authorization', `Bearer ${sender.apiKey}`);
    async function send(to, subject) {
        const sent = await api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to, subject, text: 'Hello' });
        assert.equal(sent.status, 202, JSON.stringify(sent.body));
        const stored = await deliveries().find({ message: new Types.ObjectId(sent.body.id) }).toArray();
        assert.equal(stored.length, to.length);
        // In the order of the envelope.
        const deliveryIds = to.map((address) => stored.find((delivery) => delivery.recipients[0].address === address)._id);
        return { id: sent.body.id, deliveryIds };
    }
    /** Leaves behind the intent of a batch opened `ageMs` ago, as a process killed while storing it would. */
    async function leaveIntent(messageIds, ageMs) {
        const _id = new Types.ObjectId();
        await intents().insertOne({ _id, message_ids: messageIds.map((id) => new Types.ObjectId(id)), created_at: new Date(Date.now() - ageMs) });
        return _id;
    }
    test('a submission stores its batch and removes the batch intent before it is answered', async () => {
        await send(['first@inbox.example'], 'Stored');
        assert.equal(await intents().countDocuments({}), 0);
    });
    test('the recovery takes back messages none of whose deliveries was stored, keeps stored and finished ones, fails the recipients a partly stored one lacks, and leaves young intents alone', async () => {
        const neverQueued = await send(['lost@inbox.example'], 'Never queued');
        const neverQueuedShared = await send(['a@inbox.example', 'b@inbox.example'], 'Never queued, two recipients');
        const partly = await send(['kept@inbox.example', 'missing@inbox.example'], 'Partly queued');
        const stillQueued = await send(['waiting@inbox.example'], 'Queued');
        const finished = await send(['done@inbox.example'], 'Delivered and removed');
        const young = await send(['young@inbox.example'], 'Being stored');
        // The killed process stored no delivery of the first two, one of the third's; the fifth was
        // stored, delivered and removed from the queue (its attempt's log entry stays); the sixth's
        // batch is still being stored by a live process.
        for (const id of [...neverQueued.deliveryIds, ...neverQueuedShared.deliveryIds, partly.deliveryIds[1], ...finished.deliveryIds, ...young.deliveryIds]) {
            await deliveries().deleteOne({ _id: id });
        }
        await database.collection('delivery_logs').insertOne({
            _id: deliveryLogEntryId(finished.deliveryIds[0], 1, 'done@inbox.example'),
            to: 'done@inbox.example',
            status: 'delivered',
            created_at: new Date(),
        });
        const leftBehind = await leaveIntent([neverQueued.id, neverQueuedShared.id, partly.id, stillQueued.id, finished.id], ACCEPTANCE_GRACE_MS + 60_000);
        const youngIntent = await leaveIntent([young.id], ACCEPTANCE_GRACE_MS / 4);
        assert.equal(await journal.recoverInterrupted(), 3);
        for (const { id } of [neverQueued, neverQueuedShared]) {
            assert.equal((await customer(`/api/v1/messages/${id}`)).status, 404, `${id} was taken back`);
            assert.equal(await database.collection('message_events').countDocuments({ message: new Types.ObjectId(id) }), 0, 'its accepted event went with it');
        }
        assert.equal(await database.collection('outbound_messages').countDocuments({ _id: new Types.ObjectId(neverQueuedShared.id) }), 0, "the shared body went too");
        assert.equal((await customer('/api/v1/messages?page=1&limit=50')).body.items.some((item) => item.id === neverQueued.id), false);
        const partlyDetail = (await customer(`/api/v1/messages/${partly.id}`)).body;
        const stateOf = (detail, address) => detail.recipients.find((recipient) => recipient.address === address);
        assert.deepEqual(stateOf(partlyDetail, 'missing@inbox.example'), { address: 'missing@inbox.example', status: 'failed', last_response: NOT_QUEUED_RESPONSE });
        assert.equal(stateOf(partlyDetail, 'kept@inbox.example')?.status, 'queued');
        assert.ok(partlyDetail.events.some((event) => event.type === 'failed' && event.recipient === 'missing@inbox.example'), JSON.stringify(partlyDetail.events));
        assert.equal(await database.collection('outbound_messages').countDocuments({ _id: new Types.ObjectId(partly.id) }), 1, 'its body stays for the stored delivery');
        for (const { id } of [stillQueued, finished, young]) {
            const detail = (await customer(`/api/v1/messages/${id}`)).body;
            assert.equal(detail.status, 'queued', `${id} is untouched`);
        }
        assert.equal(await intents().countDocuments({ _id: leftBehind }), 0, 'a settled intent is removed');
        assert.equal(await intents().countDocuments({ _id: youngIntent }), 1, 'a young intent waits');
        // Settling again changes nothing: the partly stored message's failure is recorded once.
        await leaveIntent([partly.id], ACCEPTANCE_GRACE_MS + 60_000);
        await journal.recoverInterrupted();
        const again = (await customer(`/api/v1/messages/${partly.id}`)).body;
        assert.equal(again.events.filter((event) => event.type === 'failed').length, 1);
    });
});
//# sourceMappingURL=acceptance-recovery.e2e-spec.js.map