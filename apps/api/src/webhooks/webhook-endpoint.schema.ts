import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@platform/contracts';

/** A customer's webhook endpoint: where their message events are POSTed, signed with its secret. */
@Schema({ collection: 'webhook_endpoints', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
export class WebhookEndpointRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ required: true })
  url: string;

  @Prop({ default: '' })
  description: string;

  @Prop({ type: [String], enum: WEBHOOK_EVENT_TYPES, default: [] })
  event_types: WebhookEventType[];

  @Prop({ default: true })
  enabled: boolean;

  /** Set when the platform switched it off because it kept failing. */
  @Prop({ type: String, default: null })
  disabled_reason: string | null;

  /** `whsec_...` sealed with the server key. */
  @Prop({ required: true })
  secret_sealed: string;

  @Prop({ required: true })
  secret_prefix: string;

  /** The secret before the last rotation, still signing until previous_secret_expires_at. */
  @Prop({ type: String, default: null })
  previous_secret_sealed: string | null;

  @Prop({ type: Date, default: null })
  previous_secret_expires_at: Date | null;

  @Prop({ default: 0 })
  consecutive_failures: number;

  /** The first failure of the current run of failures; null after a success. */
  @Prop({ type: Date, default: null })
  failing_since: Date | null;

  created_at: Date;
  updated_at: Date;
}

export type WebhookEndpointDocument = HydratedDocument<WebhookEndpointRecord>;
export type StoredWebhookEndpoint = WebhookEndpointRecord & { _id: Types.ObjectId };
export const WebhookEndpointSchema = SchemaFactory.createForClass(WebhookEndpointRecord);
// The account's endpoints, newest first (_id breaks ties).
WebhookEndpointSchema.index({ user_id: 1, created_at: -1, _id: -1 });
// The endpoints an event goes to: the account's enabled ones.
WebhookEndpointSchema.index({ user_id: 1, enabled: 1 });
