import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';

/**
 * Per-day counts of one sender domain (and SMTP account, when mail came by SMTP): what was
 * accepted, delivered, bounced, deferred and failed. Quotas and totals read these instead of
 * counting log entries.
 */
@Schema({ collection: 'daily_counters' })
export class DailyCounterRecord {
  /** YYYY-MM-DD in UTC. */
  @Prop({ required: true })
  day: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ required: true })
  domain: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  smtp_account_id: Types.ObjectId | null;

  @Prop({ default: 0 }) accepted: number;
  @Prop({ default: 0 }) delivered: number;
  @Prop({ default: 0 }) bounced: number;
  @Prop({ default: 0 }) deferred: number;
  @Prop({ default: 0 }) failed: number;
}

export type DailyCounterDocument = HydratedDocument<DailyCounterRecord>;
export const DailyCounterSchema = SchemaFactory.createForClass(DailyCounterRecord);
DailyCounterSchema.index({ day: 1, user_id: 1, domain: 1, smtp_account_id: 1 }, { unique: true });
DailyCounterSchema.index({ smtp_account_id: 1, day: 1 });

export type CountedEvent = 'accepted' | 'delivered' | 'bounced' | 'deferred' | 'failed';

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
