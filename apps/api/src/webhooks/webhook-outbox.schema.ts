import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@platform/contracts';

export const OUTBOX_STATES = ['queued', 'leased'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * One event still to be POSTed to one endpoint: written before the event itself is stored,
 * so an event in the timeline always has its webhooks queued. Removed once the endpoint took
 * it or its retries ran out, so the collection holds only open work (like the delivery queue).
 * The _id of an event's first delivery is derived from (event, endpoint): recording the event
 * again queues nothing twice.
 */
@Schema({ collection: 'webhook_outbox', versionKey: false })
export class WebhookOutboxRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  /** The `webhook-id` header: the same on every retry and replay of this event to this endpoint. */
  @Prop({ required: true })
  webhook_id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  endpoint_id: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ type: String, enum: WEBHOOK_EVENT_TYPES, required: true })
  event_type: WebhookEventType;

  @Prop({ required: true })
  event_id: string;

  /** '' for account events (account.review, account.paused), which concern no message. */
  @Prop({ type: String, default: '' })
  message_id: string;

  /** The exact JSON body: every retry sends the same bytes. */
  @Prop({ required: true })
  body: string;

  @Prop({ default: false })
  replay: boolean;

  @Prop({ type: String, enum: OUTBOX_STATES, default: 'queued' })
  state: OutboxState;

  /** POSTs made so far. */
  @Prop({ default: 0 })
  attempts: number;

  @Prop({ type: Date, required: true })
  next_attempt_at: Date;

  @Prop({ type: String, default: null })
  lease_token: string | null;

  @Prop({ type: String, default: null })
  lease_owner: string | null;

  @Prop({ type: Date, default: null })
  lease_expires_at: Date | null;

  @Prop({ type: Date, default: () => new Date() })
  created_at: Date;
}

export type StoredOutboxEntry = WebhookOutboxRecord;
export const WebhookOutboxSchema = SchemaFactory.createForClass(WebhookOutboxRecord);
// Due work, oldest first (on MongoDB; the embedded database is served by the in-process view, see WebhookDueAttempts).
WebhookOutboxSchema.index({ state: 1, next_attempt_at: 1 });
WebhookOutboxSchema.index({ state: 1, lease_expires_at: 1 });
