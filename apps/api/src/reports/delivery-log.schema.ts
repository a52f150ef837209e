import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { BOUNCE_REASON_SOURCES, BOUNCE_REASONS, LOG_STATUSES, type BounceReason, type BounceReasonSource, type DeliveryTls, type LogStatus } from '@platform/contracts';

/**
 * One outcome of one delivery attempt (delivered, bounced, deferred or failed). Entries are only
 * ever added, and created_at is the time of the outcome, so there are no mongoose timestamps.
 */
@Schema({ collection: 'delivery_logs' })
export class DeliveryLogRecord {
  @Prop({ required: true })
  message_id: string;

  @Prop({ required: true })
  from: string;

  @Prop({ required: true })
  to: string;

  /**
   * `to` in lower case, for the recipient search (starts with, any case) that an index serves.
   * Filled on write; entries from before it existed get it at start-up (DeliveryLogRecipientBackfill).
   */
  @Prop({ type: String })
  to_lower?: string;

  @Prop({ type: String, enum: LOG_STATUSES, required: true })
  status: LogStatus;

  /** The recipient server's reply, or why no server could be reached. */
  @Prop({ default: '' })
  response: string;

  @Prop({ type: String, default: null })
  source_ip: string | null;

  @Prop({ type: String, default: null })
  agent_hostname: string | null;

  /** The sender's domain. */
  @Prop({ required: true, lowercase: true, trim: true })
  domain: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  user_id: Types.ObjectId | null;

  /** Bounced, deferred, failed: why, as the bounce classifier read the reply (absent on entries before it). */
  @Prop({ type: String, enum: BOUNCE_REASONS })
  bounce_reason?: BounceReason;

  @Prop({ type: String, enum: BOUNCE_REASON_SOURCES })
  bounce_reason_source?: BounceReasonSource;

  /** Attempts an agent made: how the session was protected (absent for relays, the simulator and older entries). */
  @Prop({ type: MongooseSchema.Types.Mixed })
  tls?: DeliveryTls;

  @Prop({ type: Date, default: () => new Date() })
  created_at: Date;
}

export type DeliveryLogDocument = HydratedDocument<DeliveryLogRecord>;
export const DeliveryLogSchema = SchemaFactory.createForClass(DeliveryLogRecord);
// Reports and the log list read by time, newest first (_id breaks ties), optionally for one user,
// one domain or one status; the recipient search by recipient, then newest first.
DeliveryLogSchema.index({ created_at: -1, _id: -1 });
DeliveryLogSchema.index({ user_id: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ user_id: 1, status: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ domain: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ status: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ to_lower: 1, created_at: -1, _id: -1 });
// The log filtered by failure reason, for the platform or one user (and the reputation guard's counts per reason).
DeliveryLogSchema.index({ bounce_reason: 1, created_at: -1, _id: -1 });
DeliveryLogSchema.index({ user_id: 1, bounce_reason: 1, created_at: -1, _id: -1 });
