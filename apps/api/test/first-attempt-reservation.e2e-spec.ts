import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { Types, type Connection, type Model } from 'mongoose';
import { DeliveryQueueService, type EnqueueRequest } from '../src/queue/delivery-queue.service.js';
import { DeliveryRecord } from '../src/queue/delivery.schema.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NO_ORIGIN = { sourceIp: null, agentHostname: null };
const RESERVATION_SECONDS = 15;

/** What `work` answers, and how many `find` commands on deliveries it sent through the app's connection. */
async function withDeliveryReads<T>(api: TestApp, work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const client = api.app.get<Connection>(getConnectionToken()).getClient();
  let reads = 0;
  const count = (event: { commandName: string; command: Record<string, unknown> }) => {
    if (event.commandName === 'find' && event.command.find === 'deliveries') reads += 1;
  };
  client.on('commandStarted', count);
  try {
    const result = await work();
    return { result, reads };
  } finally {
    client.off('commandStarted', count);
  }
}

// Two API processes on one database (in-process apps sharing it): the first queues mail while an
// agent asks it for work, the second shares the queue.
describe('the first attempt of a delivery is reserved for the process that queued it', () => {
  let first: TestApp;
  let second: TestApp;
  let firstQueue: DeliveryQueueService;
  let secondQueue: DeliveryQueueService;
  let deliveries: Model<DeliveryRecord>;
  const userId = new Types.ObjectId();

  const request = (recipient: string, route: 'provider' | 'bulletproof' = 'provider'): EnqueueRequest => ({
    userId,
    smtpAccountId: null,
    domain: 'reserving-sender.example',
    routing: { sendPlan: route, relayId: null, agentOwnerUserId: null, allowedIps: [] },
    source: 'http',
    envelopeFrom: 'sender@reserving-sender.example',
    recipients: [recipient],
    messageId: `${new Types.ObjectId().toString()}@reserving-sender.example`,
    raw: Buffer.from('Subject: reserved\r\n\r\nbody'),
  });
  const rowOf = async (messageId: string) => (await deliveries.findOne({ message_id: messageId }).lean())!;

  beforeAll(async () => {
    const env = { QUEUE_RESCAN_MS: '3600000', QUEUE_FIRST_ATTEMPT_RESERVATION_SECONDS: String(RESERVATION_SECONDS), RELAY_WORKER_CONCURRENCY: '0' };
    first = await startTestApp({ env });
    second = await startTestApp({ env, shareWith: first });
    firstQueue = first.app.get(DeliveryQueueService);
    secondQueue = second.app.get(DeliveryQueueService);
    deliveries = first.app.get(getModelToken(DeliveryRecord.name));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('queued while an agent asks for work, it is reserved, and leased by its process without being read back', async () => {
    await deliveries.deleteMany({});
    assert.equal(await firstQueue.leaseNext('agent', 'agent-1', 60_000), null, 'the agent asks this process for work');
    const before = Date.now();
    const stored = await firstQueue.enqueue(request('reserved@one.example'));
    const row = await rowOf(stored.message_id);
    assert.ok(row.reserved_by, 'reserved by the queuing process');
    const reservedFor = row.reserved_until!.getTime() - row.created_at.getTime();
    assert.equal(reservedFor, RESERVATION_SECONDS * 1000);
    assert.ok(row.created_at.getTime() >= before - 1000);

    const { result: lease, reads } = await withDeliveryReads(first, () => firstQueue.leaseNext('agent', 'agent-1', 60_000));
    assert.equal(lease!.delivery._id.toString(), row._id.toString());
    assert.equal(lease!.delivery.attempts, 1);
    assert.equal(lease!.raw.toString(), 'Subject: reserved\r\n\r\nbody');
    assert.equal(reads, 0, 'no read of the delivery');
    const done = await firstQueue.recordAttempt(lease!.leaseToken, [{ address: 'reserved@one.example', outcome: 'delivered', response: '250' }], NO_ORIGIN);
    assert.deepEqual(done, { recorded: true, state: 'delivered' });
  });

  test('another process leaves the reserved first attempt alone until the reservation ends, then leases it', async () => {
    await deliveries.deleteMany({});
    await firstQueue.leaseNext('agent', 'agent-1', 60_000);
    const stored = await firstQueue.enqueue(request('handed-over@one.example'));
    const row = await rowOf(stored.message_id);
    await secondQueue.refreshDueDeliveries();
    assert.equal(await secondQueue.leaseNext('agent', 'agent-2', 60_000), null, 'not before the reservation ends');
    assert.deepEqual(await secondQueue.failOpenDeliveriesOf(userId, 'Account deleted'), { failed: 0, inFlight: 1 }, "an account deletion waits for it as for a lease");
    assert.ok(await deliveries.exists({ _id: row._id }), 'still queued');

    // The reserving process died: its reservation runs out (moved into the past here, as time would).
    await deliveries.updateOne({ _id: row._id }, { $set: { reserved_until: new Date(Date.now() - 1000) } });
    await secondQueue.refreshDueDeliveries();
    const { result: lease, reads } = await withDeliveryReads(second, () => secondQueue.leaseNext('agent', 'agent-2', 60_000));
    assert.equal(lease?.delivery._id.toString(), row._id.toString(), 'taken once the reservation ended');
    assert.equal(reads, 1, 'read back: it is not its own reservation');
    assert.equal(await firstQueue.leaseNext('agent', 'agent-1', 60_000), null, 'and the reserving process, late, cannot take the same attempt');
    const done = await secondQueue.recordAttempt(lease!.leaseToken, [{ address: 'handed-over@one.example', outcome: 'delivered', response: '250' }], NO_ORIGIN);
    assert.equal(done.recorded, true);
  });

  test('a process no worker of the route asks for work reserves nothing: the others take it at once', async () => {
    await deliveries.deleteMany({});
    // Nobody asked the first process for relay deliveries (its relay worker is off).
    const stored = await firstQueue.enqueue(request('relayed@two.example', 'bulletproof'));
    const row = await rowOf(stored.message_id);
    assert.equal(row.reserved_by, null);
    assert.equal(row.reserved_until, null);
    await secondQueue.refreshDueDeliveries();
    const lease = await secondQueue.leaseNext('relay', 'relay-worker', 60_000);
    assert.equal(lease?.delivery._id.toString(), row._id.toString());
  });
});
