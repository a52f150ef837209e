import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

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
 * Messages one account had accepted on one day, over all its domains and credentials, for its
 * plan's daily cap; written as each message is accepted (the figures the screens show come from
 * the rollups). The _id is `<day>|<user>`.
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
}

export const UserDaySchema = SchemaFactory.createForClass(UserDayRecord);

/**
 * Messages one account had accepted in one UTC hour, for its warm-up's hourly quota. The _id is
 * `<YYYY-MM-DDTHH>|<user>`; a row removes itself a day after its hour (TTL index on expires_at).
 */
@Schema({ collection: 'user_hours' })
export class UserHourRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  hour: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ type: Date, required: true, expires: 0 })
  expires_at: Date;

  @Prop({ default: 0 }) accepted: number;
}

export const UserHourSchema = SchemaFactory.createForClass(UserHourRecord);

/** How long an hour's row is kept after its hour began. */
export const USER_HOUR_KEPT_MS = 25 * 60 * 60 * 1000;

export function userHourId(hour: string, userId: Types.ObjectId): string {
  return `${hour}|${userId.toString()}`;
}

/** The UTC hour of `at`, `YYYY-MM-DDTHH`. */
export function utcHour(at: Date): string {
  return at.toISOString().slice(0, 13);
}

export function userDayId(day: string, userId: Types.ObjectId): string {
  return `${day}|${userId.toString()}`;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
