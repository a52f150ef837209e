import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import type { AccountWebhookPayload } from '@platform/contracts';
import type { MessageEventRecord } from '../message-log/message-event.schema.js';
import { WebhookDueAttempts } from './webhook-due-attempts.js';
import { WebhookOutboxRecord } from './webhook-outbox.schema.js';
import { webhookEventTypeOf, webhookPayloadOf } from './webhook-payload.js';
import { WebhookSubscriptions } from './webhook-subscriptions.service.js';

/** An earlier POST of an event, to send again as it was. */
export interface ReplayedEvent {
  webhook_id: string;
  endpoint_id: Types.ObjectId;
  user_id: Types.ObjectId;
  event_type: WebhookOutboxRecord['event_type'];
  event_id: string;
  message_id: string;
  body: string;
}

/**
 * Queues message events for the account's webhook endpoints. MessageLogService.recordEvents
 * calls it before it stores the events, so once an event is in the timeline its webhooks are
 * queued too, whatever happens to the process afterwards (no transactions here: the order
 * gives it). Entries have derived _ids, so recording an event again queues nothing twice while
 * the first is pending; an event already stored is skipped, so a repeat (the same DSN twice, a
 * pixel loaded again) posts nothing after the first POST left the outbox either.
 */
@Injectable()
export class WebhookOutbox {
  constructor(
    @InjectModel(WebhookOutboxRecord.name) private readonly outbox: Model<WebhookOutboxRecord>,
    private readonly subscriptions: WebhookSubscriptions,
    private readonly due: WebhookDueAttempts,
  ) {}

  /** `isStored` is asked only of events some endpoint subscribes to, so accounts without webhooks pay no read. */
  async enqueue(events: MessageEventRecord[], isStored: (event: MessageEventRecord) => Promise<boolean>): Promise<void> {
    const now = new Date();
    const rows: WebhookOutboxRecord[] = [];
    for (const event of events) {
      const type = webhookEventTypeOf(event);
      const endpoints = (await this.subscriptions.of(event.user_id)).filter((endpoint) => endpoint.eventTypes.has(type));
      if (endpoints.length === 0 || (await isStored(event))) continue;
      const body = JSON.stringify(webhookPayloadOf(event));
      for (const endpoint of endpoints) {
        const id = derivedId(`${event._id}:${endpoint.endpointId.toHexString()}`);
        rows.push(this.entry(id, { webhook_id: `msg_${id.toHexString()}`, endpoint_id: endpoint.endpointId, user_id: event.user_id, event_type: type, event_id: event._id, message_id: event.message.toString(), body }, false, now));
      }
    }
    if (rows.length === 0) return;
    await insertIgnoringDuplicates(this.outbox, rows);
    for (const row of rows) this.due.put(row);
  }

  /**
   * Queues an account event (account.review, account.paused) for the account's endpoints that
   * subscribe to it. `eventId` names the event: queuing it again adds nothing while the first is pending.
   */
  async enqueueAccountEvent(userId: Types.ObjectId, eventId: string, payload: AccountWebhookPayload): Promise<void> {
    const endpoints = (await this.subscriptions.of(userId)).filter((endpoint) => endpoint.eventTypes.has(payload.type));
    if (endpoints.length === 0) return;
    const now = new Date();
    const body = JSON.stringify(payload);
    const rows = endpoints.map((endpoint) => {
      const id = derivedId(`${eventId}:${endpoint.endpointId.toHexString()}`);
      return this.entry(id, { webhook_id: `msg_${id.toHexString()}`, endpoint_id: endpoint.endpointId, user_id: userId, event_type: payload.type, event_id: eventId, message_id: '', body }, false, now);
    });
    await insertIgnoringDuplicates(this.outbox, rows);
    for (const row of rows) this.due.put(row);
  }

  /** Sends an earlier POST's event again, under the same webhook-id, from a first attempt. */
  async enqueueReplay(event: ReplayedEvent): Promise<void> {
    const row = this.entry(new Types.ObjectId(), event, true, new Date());
    await this.outbox.create(row);
    this.due.put(row);
  }

  private entry(id: Types.ObjectId, event: ReplayedEvent, replay: boolean, now: Date): WebhookOutboxRecord {
    return {
      _id: id,
      ...event,
      replay,
      state: 'queued',
      attempts: 0,
      next_attempt_at: now,
      lease_token: null,
      lease_owner: null,
      lease_expires_at: null,
      created_at: now,
    };
  }
}

function derivedId(key: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12));
}

async function insertIgnoringDuplicates<T>(model: Model<T>, rows: T[]): Promise<void> {
  try {
    await model.insertMany(rows, { ordered: false });
  } catch (error) {
    const writeErrors = (error as { writeErrors?: Array<{ code?: number; err?: { code?: number } }> }).writeErrors;
    const onlyDuplicates = writeErrors?.every((writeError) => (writeError.code ?? writeError.err?.code) === 11000);
    if (!onlyDuplicates && (error as { code?: number }).code !== 11000) throw error;
  }
}
