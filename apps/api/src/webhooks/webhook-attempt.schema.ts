import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { WEBHOOK_ATTEMPT_RESULTS, WEBHOOK_EVENT_TYPES, type WebhookAttemptResult, type WebhookEventType } from '@platform/contracts';

/**
 * One POST of an event to an endpoint, as the account sees it. Its _id is derived from
 * (outbox entry, attempt number), so recording the same attempt twice stores it once. It keeps
 * the body sent, so the customer can replay it after the outbox entry is gone.
 */
@Schema({ collection: 'webhook_attempts', versionKey: false })
export class WebhookAttemptRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  endpoint_id: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ required: true })
  webhook_id: string;

  @Prop({ type: String, enum: WEBHOOK_EVENT_TYPES, required: true })
  event_type: WebhookEventType;

  @Prop({ required: true })
  event_id: string;

  /** '' for account events (account.review, account.paused), which concern no message. */
  @Prop({ type: String, default: '' })
  message_id: string;

  @Prop({ required: true })
  body: string;

  @Prop({ required: true })
  attempt: number;

  @Prop({ default: false })
  replay: boolean;

  @Prop({ type: String, enum: WEBHOOK_ATTEMPT_RESULTS, required: true })
  result: WebhookAttemptResult;

  @Prop({ type: Number, default: null })
  status_code: number | null;

  @Prop({ required: true })
  duration_ms: number;

  @Prop({ default: '' })
  response_excerpt: string;

  @Prop({ type: Date, default: null })
  next_retry_at: Date | null;

  @Prop({ type: Date, required: true })
  created_at: Date;
}

export const WebhookAttemptSchema = SchemaFactory.createForClass(WebhookAttemptRecord);
// An endpoint's attempts, newest first, optionally by result.
WebhookAttemptSchema.index({ endpoint_id: 1, created_at: -1, _id: -1 });
WebhookAttemptSchema.index({ endpoint_id: 1, result: 1, created_at: -1, _id: -1 });
