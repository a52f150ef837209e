import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { LOG_STATUSES, type LogStatus } from '@platform/contracts';

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

  @Prop({ type: Date, default: () => new Date() })
  created_at: Date;
}

export type DeliveryLogDocument = HydratedDocument<DeliveryLogRecord>;
export const DeliveryLogSchema = SchemaFactory.createForClass(DeliveryLogRecord);
// Reports and the log list read by time, newest first, optionally for one user or one domain.
DeliveryLogSchema.index({ created_at: -1 });
DeliveryLogSchema.index({ user_id: 1, created_at: -1 });
DeliveryLogSchema.index({ domain: 1, created_at: -1 });
