import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * One account's warm-up: its current quotas, the UTC day they were last judged (evaluated_on) and
 * last changed (changed_on), and why. The _id is the user's id (hex): every read is by _id. An
 * account without a record is not warmed up, unless it signed itself up while the setting is on
 * (its record is then made at its first submission).
 */
@Schema({ collection: 'account_warmups' })
export class AccountWarmupRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** false: an admin ended (or never started) this account's warm-up. */
  @Prop({ required: true })
  enabled: boolean;

  @Prop({ required: true }) hourly_limit: number;
  @Prop({ required: true }) daily_limit: number;

  /** YYYY-MM-DD: the limits are judged once a day, at the first submission of a later day. */
  @Prop({ required: true }) evaluated_on: string;

  @Prop({ required: true }) changed_on: string;

  @Prop({ required: true }) reason: string;
}

export const AccountWarmupSchema = SchemaFactory.createForClass(AccountWarmupRecord);
