import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getModelToken } from '@nestjs/mongoose';
import { DeliveryRecord } from '../src/queue/delivery.schema.js';
import { IdempotencyKeyRecord } from '../src/submission/http/idempotency-key.schema.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { createTestSender } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
const HOUR_MS = 3600 * 1000;
describe('Idempotency-Key on POST /api/v1/messages', () => {
    let api;
    let dns;
    let ada;
    let bob;
    let deliveries;
    let keys;
    const messageTo = (sender, to, subject = 'Idempotent') => ({
        from: `news@${sender.domain}`,
        to,
        subject,
        text: 'Hello',
    });
    const send = (sender, body, idempotencyKey) => {
        const request = api.http.post('/api/v1/messages').set('authorization', `Bearer ${sender.apiKey}`);
        return (idempotencyKey === undefined ? request : request.set('Idempotency-Key', idempotencyKey)).send(body);
    };
    /** One recipient each: a message is stored as its one delivery, which carries it. */
    const storedMessagesTo = (address) => deliveries.countDocuments({ 'recipients.address': address });
    /** A key record as another request would have left it, written straight into the collection. */
    const holdKey = (sender, key, record) => keys.create({
        _id: `${sender.userId}:${key}`,
        request_hash: 'hash-of-another-request',
        claim: 'claim-of-another-request',
        response: null,
        expires_at: new Date(record.claimed_at.getTime() + 24 * HOUR_MS),
        ...record,
    });
    before(async () => {
        dns = await startDnsTestServer();
        api = await startTestApp({ env: { DNS_SERVERS: dns.address } });
        ada = await createTestSender(api, dns, { domain: 'ada-idempotent.example', sendPlan: 'provider' });
        bob = await createTestSender(api, dns, { domain: 'bob-idempotent.example', sendPlan: 'provider' });
        deliveries = api.app.get(getModelToken(DeliveryRecord.name));
        keys = api.app.get(getModelToken(IdempotencyKeyRecord.name));
    });
    after(async () => {
        await api?.close();
        await dns?.close();
    });
    test('a repeat with the same key and body gets the first 202 body again, and the message is stored and queued once', async () => {
        const body = messageTo(ada, 'replay@recipient.example');
        const first = await send(ada, body, 'replay-key');
        assert.equal(first.status, 202, JSON.stringify(first.body));
        const again = await send(ada, body, 'replay-key');
        assert.equal(again.status, 202, JSON.stringify(again.body));
        assert.deepEqual(again.body, first.body);
        assert.equal(await storedMessagesTo('replay@recipient.example'), 1);
        assert.equal(await deliveries.countDocuments({ message_id: first.body.message_id }), 1);
    });
    test('without a key, every request is a new message', async () => {
        const body = messageTo(ada, 'no-key@recipient.example');
        assert.equal((await send(ada, body)).status, 202);
        assert.equal((await send(ada, body)).status, 202);
        assert.equal(await storedMessagesTo('no-key@recipient.example'), 2);
    });
    test('repeats sent at the same time store the message once; the others get its body or a 409', async () => {
        const body = messageTo(ada, 'concurrent@recipient.example');
        const answers = await Promise.all(Array.from({ length: 6 }, () => send(ada, body, 'concurrent-key')));
        const accepted = answers.filter((answer) => answer.status === 202);
        assert.ok(accepted.length >= 1, answers.map((answer) => answer.status).join(','));
        for (const answer of answers) {
            if (answer.status === 202)
                assert.deepEqual(answer.body, accepted[0].body);
            else {
                assert.equal(answer.status, 409, JSON.stringify(answer.body));
                assert.equal(answer.body.message, 'A request with this Idempotency-Key is still being processed');
            }
        }
        assert.equal(await storedMessagesTo('concurrent@recipient.example'), 1);
    });
    test('the same key with another body is refused with 422, and the other message is not stored', async () => {
        assert.equal((await send(ada, messageTo(ada, 'original@recipient.example'), 'reused-key')).status, 202);
        const reused = await send(ada, messageTo(ada, 'different@recipient.example'), 'reused-key');
        assert.equal(reused.status, 422);
        assert.match(reused.body.message, /Idempotency-Key was already used with a different request body/);
        assert.equal(await storedMessagesTo('different@recipient.example'), 0);
        assert.equal(await storedMessagesTo('original@recipient.example'), 1);
    });
    test("another user's request with the same key is a message of its own", async () => {
        const fromAda = await send(ada, messageTo(ada, 'shared-key@recipient.example'), 'shared-key');
        const fromBob = await send(bob, messageTo(bob, 'shared-key@recipient.example'), 'shared-key');
        assert.equal(fromAda.status, 202, JSON.stringify(fromAda.body));
        assert.equal(fromBob.status, 202, JSON.stringify(fromBob.body));
        assert.notEqual(fromBob.body.id, fromAda.body.id);
        assert.equal(await storedMessagesTo('shared-key@recipient.example'), 2);
        const adaAgain = await send(ada, messageTo(ada, 'shared-key@recipient.example'), 'shared-key');
        assert.deepEqual(adaAgain.body, fromAda.body);
    });
    test('a refused request releases its key: the same key then sends another body', async () => {
        const refusedBody = { ...messageTo(ada, 'released@recipient.example'), from: 'news@not-yours.example' };
        const refused = await send(ada, refusedBody, 'released-key');
        assert.equal(refused.status, 403, JSON.stringify(refused.body));
        assert.equal((await send(ada, refusedBody, 'released-key')).status, 403, 'the refusal is not replayed or held');
        const retried = await send(ada, messageTo(ada, 'released@recipient.example'), 'released-key');
        assert.equal(retried.status, 202, JSON.stringify(retried.body));
        assert.equal(await storedMessagesTo('released@recipient.example'), 1);
    });
    test('a malformed key is a 400 naming the header, and nothing is stored', async () => {
        for (const malformed of ['k'.repeat(256), 'café']) {
            const response = await send(ada, messageTo(ada, 'bad-key@recipient.example'), malformed);
            assert.equal(response.status, 400, malformed);
            assert.match(response.body.message, /Idempotency-Key must be 1 to 255 printable ASCII characters/);
        }
        assert.equal(await storedMessagesTo('bad-key@recipient.example'), 0);
        assert.equal((await send(ada, messageTo(ada, 'longest-key@recipient.example'), 'k'.repeat(255))).status, 202);
    });
    test('a key held by a request still running answers 409, and nothing is stored', async () => {
        await holdKey(ada, 'running-key', { claimed_at: new Date() });
        const response = await send(ada, messageTo(ada, 'running@recipient.example'), 'running-key');
        assert.equal(response.status, 409);
        assert.equal(response.body.message, 'A request with this Idempotency-Key is still being processed');
        assert.equal(await storedMessagesTo('running@recipient.example'), 0);
    });
    test('a key held for 5 minutes without an answer (its process died) is taken over', async () => {
        await holdKey(ada, 'abandoned-key', { claimed_at: new Date(Date.now() - 6 * 60 * 1000) });
        const response = await send(ada, messageTo(ada, 'abandoned@recipient.example'), 'abandoned-key');
        assert.equal(response.status, 202, JSON.stringify(response.body));
        assert.equal(await storedMessagesTo('abandoned@recipient.example'), 1);
        const again = await send(ada, messageTo(ada, 'abandoned@recipient.example'), 'abandoned-key');
        assert.deepEqual(again.body, response.body);
    });
    test('a key stored more than 24 hours ago counts as unused, and only one of several requests at once takes it over', async () => {
        const oldAnswer = { id: 'old-id', message_id: 'old@example', recipients: ['x@y.example'], suppressed: [], status: 'queued' };
        await holdKey(ada, 'old-key', { claimed_at: new Date(Date.now() - 25 * HOUR_MS), response: oldAnswer });
        const answers = await Promise.all(Array.from({ length: 6 }, () => send(ada, messageTo(ada, 'old-key@recipient.example'), 'old-key')));
        const accepted = answers.filter((answer) => answer.status === 202);
        assert.ok(accepted.length >= 1, answers.map((answer) => answer.status).join(','));
        for (const answer of answers) {
            if (answer.status === 202)
                assert.deepEqual(answer.body, accepted[0].body);
            else
                assert.equal(answer.status, 409, JSON.stringify(answer.body));
        }
        assert.notEqual(accepted[0].body.id, oldAnswer.id);
        assert.equal(await storedMessagesTo('old-key@recipient.example'), 1);
    });
});
//# sourceMappingURL=idempotency-key.e2e-spec.js.map