import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { DeliveryLogRecord } from '../src/reports/delivery-log.schema.js';
import { DeliveryQueueService, type EnqueueRequest } from '../src/queue/delivery-queue.service.js';
import { DeliveryRecord } from '../src/queue/delivery.schema.js';
import { DailyCountersService } from '../src/queue/daily-counters.service.js';
import { OutboundMessageRecord } from '../src/queue/outbound-message.schema.js';
import { claimId, DeliveryClaimRecord } from '../src/queue/delivery-claim.schema.js';
import { MessageLogRecord } from '../src/message-log/message-log.schema.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NO_ORIGIN = { sourceIp: null, agentHostname: null };

describe('delivery queue', () => {
  let api: TestApp;
  let queue: DeliveryQueueService;
  let deliveries: Model<DeliveryRecord>;
  let logs: Model<DeliveryLogRecord>;
  let messages: Model<OutboundMessageRecord>;
  let claims: Model<DeliveryClaimRecord>;
  let counters: DailyCountersService;
  const userId = new Types.ObjectId();

  const request = (recipients: string[], subject = 'queued'): EnqueueRequest => ({
    userId,
    smtpAccountId: null,
    domain: 'queue-sender.example',
    routing: { sendPlan: 'provider', relayId: null, agentOwnerUserId: null, allowedIps: [] },
    source: 'http',
    envelopeFrom: 'sender@queue-sender.example',
    recipients,
    messageId: `${subject}-${new Types.ObjectId().toString()}@queue-sender.example`,
    raw: Buffer.from(`Subject: ${subject}\r\n\r\nbody`),
  });

  beforeAll(async () => {
    api = await startTestApp({
      env: {
        RETRY_FIRST_SECONDS: '60',
        QUEUE_LIFETIME_SECONDS: '3600',
        QUEUE_RESCAN_MS: '3600000',
        // These tests change stored deliveries as other processes would, which a reserved first
        // attempt rules out (first-attempt-reservation.e2e-spec): every lease here reads back.
        QUEUE_FIRST_ATTEMPT_RESERVATION_SECONDS: '0',
      },
    });
    queue = api.app.get(DeliveryQueueService);
    deliveries = api.app.get(getModelToken(DeliveryRecord.name));
    logs = api.app.get(getModelToken(DeliveryLogRecord.name));
    messages = api.app.get(getModelToken(OutboundMessageRecord.name));
    claims = api.app.get(getModelToken(DeliveryClaimRecord.name));
    counters = api.app.get(DailyCountersService);
  });
  afterAll(async () => {
    await api?.close();
  });

  test('stores one delivery per recipient, each with its own return path and header prefix', async () => {
    const recipients = ['a@one.example', 'b@one.example', 'c@two.example'];
    const stored = await queue.enqueue({
      ...request(recipients, 'grouping'),
      recipientCopies: recipients.map((address) => ({ returnPath: `b+${address.split('@')[0]}@bounces.example`, headerPrefix: `X-For: ${address}\r\n` })),
    });
    const rows = await deliveries.find({ message_id: stored.message_id }).lean();
    const byRecipient = Object.fromEntries(rows.map((row) => [row.recipients.map((r) => r.address).join(), [row.recipient_domain, row.return_path, row.envelope_from]]));
    assert.deepEqual(byRecipient, {
      'a@one.example': ['one.example', 'b+a@bounces.example', 'sender@queue-sender.example'],
      'b@one.example': ['one.example', 'b+b@bounces.example', 'sender@queue-sender.example'],
      'c@two.example': ['two.example', 'b+c@bounces.example', 'sender@queue-sender.example'],
    });
    assert.ok(rows.every((row) => row.state === 'queued' && row.route === 'agent'));
    const lease = (await queue.leaseNext('agent', 'worker', 60_000))!;
    assert.equal(lease.envelopeFrom, `b+${lease.recipients[0].split('@')[0]}@bounces.example`, 'sent from its return path');
    assert.equal(lease.raw.toString(), `X-For: ${lease.recipients[0]}\r\nSubject: grouping\r\n\r\nbody`, 'its own headers in front of the shared message');
  });

  test('messages submitted together are stored together; when a later part of the batch fails, none of it stays and none is acknowledged', async () => {
    await deliveries.deleteMany({});
    const messageLog: Model<MessageLogRecord> = api.app.get(getModelToken(MessageLogRecord.name));
    const [alone, first, second] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
    // The second message's log entry cannot be written (its _id is taken): its batch fails after its bodies were stored.
    await messageLog.collection.insertOne({ _id: second, user_id: userId, domain: 'taken.example', deliveries: {}, event_ids: [] });
    await queue.enqueue({ ...request(['alone@batch.example'], 'alone'), id: alone });
    // Submitted in the same turn: one batch.
    const outcomes = await Promise.allSettled([
      queue.enqueue({ ...request(['first@batch.example'], 'first'), id: first }),
      queue.enqueue({ ...request(['second@batch.example'], 'second'), id: second }),
    ]);
    assert.deepEqual(outcomes.map((outcome) => outcome.status), ['rejected', 'rejected'], 'written together, refused together');
    assert.ok(await deliveries.exists({ message: alone }), 'stored: one recipient, so its delivery carries the body');
    assert.equal(await messages.exists({ _id: alone }), null, 'and no separate body');
    for (const id of [first, second]) {
      assert.equal(await messages.exists({ _id: id }), null, 'no body left of the failed batch');
      assert.equal(await deliveries.exists({ message: id }), null, 'no delivery of the failed batch');
    }
    assert.equal(await messageLog.exists({ _id: first }), null, 'no log entry of the failed batch');
    const lease = await queue.leaseNext('agent', 'worker', 60_000);
    assert.equal(lease?.recipients[0], 'alone@batch.example');
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null, 'nothing else to lease');
  });

  test('workers leasing at the same time never get the same delivery', async () => {
    await deliveries.deleteMany({});
    for (let index = 0; index < 12; index += 1) await queue.enqueue(request([`r${index}@race.example`], `race${index}`));
    const leased = await Promise.all(
      Array.from({ length: 24 }, (_, worker) => queue.leaseNext('agent', `worker-${worker}`, 60_000)),
    );
    const ids = leased.filter((lease) => lease !== null).map((lease) => lease!.delivery._id.toString());
    assert.equal(new Set(ids).size, ids.length, 'no delivery leased twice');
    assert.equal(ids.length, 12, 'every due delivery was leased by someone');
  });

  test('a result is recorded once: a repeated report changes nothing', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['once@results.example'], 'once'));
    const lease = (await queue.leaseNext('agent', 'worker', 60_000))!;
    const results = [{ address: 'once@results.example', outcome: 'delivered' as const, response: '250 ok' }];
    const origin = { sourceIp: '192.0.2.10', agentHostname: 'agent-1' };
    assert.deepEqual(await queue.recordAttempt(lease.leaseToken, results, origin), { recorded: true, state: 'delivered' });
    assert.deepEqual(await queue.recordAttempt(lease.leaseToken, results, origin), { recorded: false });
    const entries = await logs.find({ message_id: stored.message_id }).lean();
    assert.equal(entries.length, 1);
    assert.equal(entries[0].source_ip, '192.0.2.10');
    assert.equal(entries[0].agent_hostname, 'agent-1');
  });

  test('a finished delivery leaves nothing in the queue: not the delivery, its claims, nor the message body', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['done@one.example', 'done@two.example'], 'cleanup'));
    const finishOne = async () => {
      const lease = (await queue.leaseNext('agent', 'worker', 60_000))!;
      const address = lease.recipients[0];
      await queue.recordAttempt(lease.leaseToken, [{ address, outcome: 'delivered', response: '250 ok' }], NO_ORIGIN);
      return lease.delivery._id;
    };
    const first = await finishOne();
    assert.equal(await deliveries.exists({ _id: first }), null, 'the finished delivery is removed');
    assert.ok(await messages.exists({ _id: stored.id }), 'the body stays while the other domain is still open');
    const second = await finishOne();
    assert.equal(await deliveries.exists({ _id: second }), null);
    assert.equal(await messages.exists({ _id: stored.id }), null, 'the body goes with the last delivery');
    assert.equal(await claims.countDocuments({ delivery: { $in: [first, second] } }), 0, 'no claim is left behind');
    assert.equal(await logs.countDocuments({ message_id: stored.message_id, status: 'delivered' }), 2);
  });

  test('the quota counters see each accepted message at once, per SMTP account and per account', async () => {
    const accountId = new Types.ObjectId();
    const before = await counters.acceptedTodayByUser(userId);
    for (let count = 0; count < 3; count += 1) await counters.countAccepted({ userId, smtpAccountId: accountId });
    await counters.countAccepted({ userId, smtpAccountId: null });
    assert.equal(await counters.acceptedToday(accountId), 3);
    assert.equal(await counters.acceptedTodayByUser(userId), before + 4);
  });

  test('a delivery queued by another API process is leased once this process has reread the queue', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['elsewhere@other.example'], 'elsewhere'));
    const row = (await deliveries.findOne({ message_id: stored.message_id }).lean())!;
    // Written as another process would: this process's view of the queue does not know it.
    await deliveries.deleteOne({ _id: row._id });
    await queue.refreshDueDeliveries();
    await deliveries.create({ ...row, _id: new Types.ObjectId() });
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null, 'not in the view yet');
    assert.deepEqual(await queue.refreshDueDeliveries(), { read: 1, learnt: 1 }, 'one delivery read, new to the view');
    const lease = await queue.leaseNext('agent', 'worker', 60_000);
    assert.equal(lease?.delivery.message_id, stored.message_id);
  });

  test('an expired lease goes back to the queue, and the old holder can no longer report', async () => {
    await deliveries.deleteMany({});
    await queue.enqueue(request(['slow@lease.example'], 'lease'));
    const first = (await queue.leaseNext('agent', 'crashed-worker', 1))!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = (await queue.leaseNext('agent', 'next-worker', 60_000))!;
    assert.equal(second.delivery._id.toString(), first.delivery._id.toString());
    assert.equal(second.delivery.attempts, 2);
    const late = await queue.recordAttempt(first.leaseToken, [{ address: 'slow@lease.example', outcome: 'delivered', response: '250' }], {
      sourceIp: null,
      agentHostname: null,
    });
    assert.equal(late.recorded, false);
  });

  test("another process's lease (its claim) is respected until it runs out and a grace as long as the lease has passed, then taken over with the next attempt", async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['elsewhere@leases.example'], 'leased-elsewhere'));
    const row = (await deliveries.findOne({ message_id: stored.message_id }).lean())!;
    // Leased by another API process: its claim holds the lease, the delivery is not written.
    const token = `${row._id.toString()}.1.other`;
    await claims.create({ _id: claimId(row._id, 1, 'lease'), delivery: row._id, owner: 'other-process', lease_token: token, lease_expires_at: new Date(Date.now() + 400) });
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null, 'held by the other process');
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null, 'still held: the view learnt until when');
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null, 'run out, but its holder may still report: the takeover grace');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const lease = await queue.leaseNext('agent', 'worker', 60_000);
    assert.equal(lease?.delivery._id.toString(), row._id.toString(), 'taken over once the lease and its grace ran out');
    assert.equal(lease?.delivery.attempts, 2);
    const late = await queue.recordAttempt(token, [{ address: 'elsewhere@leases.example', outcome: 'delivered', response: '250' }], NO_ORIGIN, 'other-process');
    assert.equal(late.recorded, false, "the old holder's report is refused");
    const done = await queue.recordAttempt(lease!.leaseToken, [{ address: 'elsewhere@leases.example', outcome: 'delivered', response: '250' }], NO_ORIGIN);
    assert.deepEqual(done, { recorded: true, state: 'delivered' });
    assert.equal(await claims.countDocuments({ delivery: row._id }), 0, 'no claim is left behind');
  });

  test('a lease claim of an older version (no lease in it) left by a worker that died before marking the delivery is taken over after a lease time and its grace', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['orphan@claims.example'], 'orphan'));
    const row = (await deliveries.findOne({ message_id: stored.message_id }).lean())!;
    await claims.create({ _id: claimId(row._id, 1, 'lease'), delivery: row._id, owner: 'died-mid-lease', claimed_at: new Date(Date.now() - 121_000) });
    // A short lease: its grace counts from this process's start too (the claim ran out before it), which is over by now.
    assert.equal(await queue.leaseNext('agent', 'worker', 1_000), null, 'the view first learns the claim ran out');
    const lease = await queue.leaseNext('agent', 'worker', 1_000);
    assert.equal(lease?.delivery._id.toString(), row._id.toString(), 'the abandoned claim no longer blocks it');
    assert.equal(lease?.delivery.attempts, 2);
  });

  test('a result reported to another API process than the one that leased is recorded from the lease claim, only under its token and holder', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['reported@elsewhere.example'], 'reported-elsewhere'));
    const row = (await deliveries.findOne({ message_id: stored.message_id }).lean())!;
    const token = `${row._id.toString()}.1.leased-elsewhere`;
    await claims.create({ _id: claimId(row._id, 1, 'lease'), delivery: row._id, owner: 'agent:a1', lease_token: token, lease_expires_at: new Date(Date.now() + 60_000) });
    const results = [{ address: 'reported@elsewhere.example', outcome: 'delivered' as const, response: '250 ok' }];
    assert.deepEqual(await queue.recordAttempt(`${row._id.toString()}.1.guessed`, results, NO_ORIGIN, 'agent:a1'), { recorded: false }, 'not its token');
    assert.deepEqual(await queue.recordAttempt(token, results, NO_ORIGIN, 'agent:a2'), { recorded: false }, 'not its holder');
    assert.deepEqual(await queue.recordAttempt(token, results, NO_ORIGIN, 'agent:a1'), { recorded: true, state: 'delivered' });
    assert.equal(await deliveries.exists({ _id: row._id }), null);
    assert.equal(await logs.countDocuments({ message_id: stored.message_id, status: 'delivered' }), 1);
  });

  test('a result whose recording was cut short after its claim (the API died) is recorded when its holder reports it again; while it may still be recording, the holder is asked to retry', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['cut@short.example'], 'cut-short'));
    const lease = (await queue.leaseNext('agent', 'agent:holder', 60_000))!;
    const results = [{ address: 'cut@short.example', outcome: 'delivered' as const, response: '250 ok' }];
    // The claim a process made just before it died; the delivery is still leased under the token.
    const resultClaim = { _id: claimId(lease.delivery._id, 1, 'result'), delivery: lease.delivery._id, owner: 'agent:holder' };
    await claims.create({ ...resultClaim, claimed_at: new Date() });
    await assert.rejects(queue.recordAttempt(lease.leaseToken, results, NO_ORIGIN, 'agent:holder'), /being recorded; report it again/);
    await claims.deleteOne({ _id: resultClaim._id });
    await claims.create({ ...resultClaim, claimed_at: new Date(Date.now() - 60_000) });
    assert.deepEqual(await queue.recordAttempt(lease.leaseToken, results, NO_ORIGIN, 'agent:someone-else'), { recorded: false }, 'not its holder');
    assert.deepEqual(await queue.recordAttempt(lease.leaseToken, results, NO_ORIGIN, 'agent:holder'), { recorded: true, state: 'delivered' });
    assert.equal(await logs.countDocuments({ message_id: stored.message_id, status: 'delivered' }), 1);
    assert.equal(await queue.leaseNext('agent', 'next-worker', 60_000), null, 'delivered once: nothing to lease again');
  });

  test('a report that comes after the lease ran out, within the takeover grace, is recorded and the delivery is not leased again', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['late@grace.example'], 'late-within-grace'));
    const first = (await queue.leaseNext('agent', 'agent-behind-a-restart', 300))!;
    await new Promise((resolve) => setTimeout(resolve, 350));
    assert.equal(await queue.leaseNext('agent', 'next-worker', 60_000), null, 'not taken over during the grace');
    const results = [{ address: 'late@grace.example', outcome: 'delivered' as const, response: '250' }];
    assert.deepEqual(await queue.recordAttempt(first.leaseToken, results, NO_ORIGIN), { recorded: true, state: 'delivered' });
    await new Promise((resolve) => setTimeout(resolve, 350));
    assert.equal(await queue.leaseNext('agent', 'next-worker', 60_000), null, 'delivered once: nothing to lease again');
    assert.equal(await logs.countDocuments({ message_id: stored.message_id }), 1);
  });

  test('a late report after a takeover that finished the delivery records nothing', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['twice@late.example'], 'late-after-finish'));
    const first = (await queue.leaseNext('agent', 'slow-worker', 1))!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = (await queue.leaseNext('agent', 'next-worker', 60_000))!;
    assert.equal(second.delivery.attempts, 2);
    const results = [{ address: 'twice@late.example', outcome: 'delivered' as const, response: '250' }];
    assert.deepEqual(await queue.recordAttempt(second.leaseToken, results, NO_ORIGIN), { recorded: true, state: 'delivered' });
    assert.deepEqual(await queue.recordAttempt(first.leaseToken, results, NO_ORIGIN), { recorded: false });
    assert.equal(await logs.countDocuments({ message_id: stored.message_id }), 1, 'one log entry: the late report wrote none');
    assert.equal(await claims.countDocuments({ delivery: first.delivery._id }), 0, 'and left no claim');
  });

  test("a journaled result whose lease was taken over settles the taker's attempt: the taker's own report is then refused, and the recipient is logged once", async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['journaled@takeover.example'], 'journaled-takeover'));
    const killed = (await queue.leaseNext('agent', 'agent:killed', 1))!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const taker = (await queue.leaseNext('agent', 'agent:taker', 60_000))!;
    assert.equal(taker.delivery.attempts, 2, 'taken over while the killed agent was down');
    const delivered = [{ address: 'journaled@takeover.example', outcome: 'delivered' as const, response: '250 before the kill' }];
    assert.equal(await queue.settleJournaledAttempt(killed.leaseToken, delivered, NO_ORIGIN, 'agent:someone-else'), false, 'only the lease holder settles');
    assert.equal(await queue.settleJournaledAttempt(killed.leaseToken, delivered, NO_ORIGIN, 'agent:killed'), true);
    assert.equal(await deliveries.exists({ _id: killed.delivery._id }), null, 'finished');
    assert.deepEqual(await queue.recordAttempt(taker.leaseToken, delivered, NO_ORIGIN, 'agent:taker'), { recorded: false }, "the taker's report changes nothing");
    assert.equal(await queue.settleJournaledAttempt(killed.leaseToken, delivered, NO_ORIGIN, 'agent:killed'), false, 'a second replay settles nothing');
    assert.equal(await logs.countDocuments({ message_id: stored.message_id }), 1, 'logged once');
    assert.equal(await claims.countDocuments({ delivery: killed.delivery._id }), 0, 'no claim is left behind');
  });

  test('a journaled result replayed after its report was recorded, or made of deferrals, settles nothing', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['journaled@replayed.example'], 'journaled-replayed'));
    const lease = (await queue.leaseNext('agent', 'agent:killed', 60_000))!;
    const deferred = [{ address: 'journaled@replayed.example', outcome: 'deferred' as const, response: '451 later' }];
    assert.equal(await queue.settleJournaledAttempt(lease.leaseToken, deferred, NO_ORIGIN, 'agent:killed'), false, 'a deferral asks for a retry');
    const bounced = [{ address: 'journaled@replayed.example', outcome: 'bounced' as const, response: '550 no such user' }];
    // The report went through; the agent died before it marked it reported in its journal.
    assert.deepEqual(await queue.recordAttempt(lease.leaseToken, bounced, NO_ORIGIN, 'agent:killed'), { recorded: true, state: 'bounced' });
    assert.equal(await queue.settleJournaledAttempt(lease.leaseToken, bounced, NO_ORIGIN, 'agent:killed'), false);
    assert.deepEqual((await logs.find({ message_id: stored.message_id }).lean()).map((entry) => entry.status), ['bounced'], 'logged once');
  });

  test('a delivery another process finished is not leased again from the view, whether its claims were removed or left by a crash', async () => {
    await deliveries.deleteMany({});
    const removed = await queue.enqueue(request(['finished@elsewhere.example'], 'finished-elsewhere'));
    const orphaned = await queue.enqueue(request(['finished@orphans.example'], 'orphaned-claims'));
    const [removedRow, orphanedRow] = await Promise.all([removed, orphaned].map(async (stored) => (await deliveries.findOne({ message_id: stored.message_id }).lean())!));
    // Leased, delivered and removed with its claims by another process: this one's view still has it queued.
    await deliveries.deleteOne({ _id: removedRow._id });
    // The same, by a process that died before removing the claims.
    await deliveries.deleteOne({ _id: orphanedRow._id });
    await claims.create({ _id: claimId(orphanedRow._id, 1, 'lease'), delivery: orphanedRow._id, owner: 'died', lease_token: `${orphanedRow._id.toString()}.1.x`, lease_expires_at: new Date(Date.now() - 1000) });
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null);
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null);
    assert.equal(await claims.countDocuments({ delivery: removedRow._id }), 0, 'the claim taken on the removed delivery was given back');
  });

  test('a result claim left by an API that died while recording is taken over after a lease time', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['half-recorded@claims.example'], 'half-recorded'));
    const first = (await queue.leaseNext('agent', 'died-while-recording', 1))!;
    const claim = { _id: claimId(first.delivery._id, 1, 'result'), delivery: first.delivery._id, owner: 'died-while-recording' };
    await claims.create({ ...claim, claimed_at: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null, 'a fresh result claim is respected');

    await claims.updateOne({ _id: claim._id }, { $set: { claimed_at: new Date(Date.now() - 61_000) } });
    const lease = await queue.leaseNext('agent', 'worker', 60_000);
    assert.equal(lease?.delivery.message_id, stored.message_id, 'the delivery is not stuck behind the dead recorder');
    assert.equal(lease?.delivery.attempts, 2);
  });

  test('a deferred recipient waits for the retry schedule; a permanently refused one is finished', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['later@mixed.example', 'gone@mixed.example'], 'mixed'));
    const replies: Record<string, { outcome: 'deferred' | 'bounced'; response: string }> = {
      'later@mixed.example': { outcome: 'deferred', response: '451 busy' },
      'gone@mixed.example': { outcome: 'bounced', response: '550 no such user' },
    };
    const states: Record<string, unknown> = {};
    for (let round = 0; round < 2; round += 1) {
      const lease = (await queue.leaseNext('agent', 'worker', 60_000))!;
      const [address] = lease.recipients;
      states[address] = await queue.recordAttempt(lease.leaseToken, [{ address, ...replies[address] }], NO_ORIGIN);
    }
    assert.deepEqual(states, { 'later@mixed.example': { recorded: true, state: 'queued' }, 'gone@mixed.example': { recorded: true, state: 'bounced' } });
    const rows = await deliveries.find({ message_id: stored.message_id }).lean();
    assert.deepEqual(rows.map((row) => row.recipients.map((recipient) => [recipient.address, recipient.state])), [[['later@mixed.example', 'pending']]]);
    const waitMs = rows[0].next_attempt_at.getTime() - Date.now();
    assert.ok(waitMs > 55_000 && waitMs <= 60_000, `retry in about 60 s (got ${waitMs} ms)`);
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null, 'not due yet');
  });

  test('deliveries past the queue lifetime are given up and logged as failed', async () => {
    await deliveries.deleteMany({});
    const stored = await queue.enqueue(request(['never@expired.example'], 'expired'));
    await deliveries.updateOne({ message_id: stored.message_id }, { $set: { expires_at: new Date(Date.now() - 1000) } });
    await queue.refreshDueDeliveries(); // the view learns of the change as it would of another process's
    assert.equal(await queue.leaseNext('agent', 'worker', 60_000), null, 'expired deliveries are not leased');
    assert.equal(await queue.failExpired(), 1);
    assert.equal(await deliveries.exists({ message_id: stored.message_id }), null, 'given up: no longer queued');
    const [entry] = await logs.find({ message_id: stored.message_id }).lean();
    assert.equal(entry.status, 'failed');
    assert.match(entry.response, /queue lifetime/);
  });
});
