import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { ACTIVE_STATUSES, SMTP_ACCOUNT_DEFAULTS, type ActiveStatus } from '@platform/contracts';

/** A login for SMTP submission: the e-mail address is the user name, at one of the user's domains. */
@Schema({ collection: 'smtp_accounts', timestamps: true })
export class SmtpAccountRecord {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email: string;

  @Prop({ required: true, lowercase: true, trim: true, index: true })
  domain: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** Messages per day; 0 means unlimited. */
  @Prop({ default: SMTP_ACCOUNT_DEFAULTS.quota, min: 0 })
  quota: number;

  @Prop({ type: String, enum: ACTIVE_STATUSES, default: SMTP_ACCOUNT_DEFAULTS.status })
  status: ActiveStatus;

  /** argon2id hash; the password itself is shown once and never stored. */
  @Prop({ required: true })
  password_hash: string;

  createdAt: Date;
  updatedAt: Date;
}

export type SmtpAccountDocument = HydratedDocument<SmtpAccountRecord>;
export const SmtpAccountSchema = SchemaFactory.createForClass(SmtpAccountRecord);
// The admin list and a customer's own credentials (/api/v1/smtp-credentials), newest first; _id
// breaks ties.
SmtpAccountSchema.index({ createdAt: -1, _id: -1 });
SmtpAccountSchema.index({ user_id: 1, createdAt: -1, _id: -1 });
