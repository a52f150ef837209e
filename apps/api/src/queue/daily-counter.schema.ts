import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * Per-day counts of one sender domain (and SMTP account, when mail came by SMTP): what was
 * accepted, delivered, bounced, deferred and failed. Totals read these instead of counting log
 * entries. The _id is `<day>|<user>|<domain>|<smtp account or ->`.
 */
@Schema({ collection: 'daily_counters' })
export class DailyCounterRecord {
  @Prop({ type: String, required: true })
  _id: string;

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
  @Prop({ default: 0 }) complained: number;
}

export const DailyCounterSchema = SchemaFactory.createForClass(DailyCounterRecord);
DailyCounterSchema.index({ day: 1, user_id: 1, domain: 1 });

/** Messages one SMTP account had accepted on one day, for its daily quota. The _id is `<day>|<smtp account>`. */
@Schema({ collection: 'smtp_account_days' })
export class AccountDayRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  day: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  smtp_account_id: Types.ObjectId;

  @Prop({ default: 0 }) accepted: number;
}

export const AccountDaySchema = SchemaFactory.createForClass(AccountDayRecord);

/**
 * Per-day counts of one account over all its domains and credentials: its plan's daily cap
 * reads the accepted count, its overview the 30 days' rows, each by _id `<day>|<user>`.
 */
@Schema({ collection: 'user_days' })
export class UserDayRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  day: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ default: 0 }) accepted: number;
  @Prop({ default: 0 }) delivered: number;
  @Prop({ default: 0 }) bounced: number;
  @Prop({ default: 0 }) deferred: number;
  @Prop({ default: 0 }) failed: number;
  @Prop({ default: 0 }) complained: number;
}

export const UserDaySchema = SchemaFactory.createForClass(UserDayRecord);

export function userDayId(day: string, userId: Types.ObjectId): string {
  return `${day}|${userId.toString()}`;
}

export type CountedEvent = 'accepted' | 'delivered' | 'bounced' | 'deferred' | 'failed' | 'complained';

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
