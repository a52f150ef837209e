import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** A single-use link that confirms a new account's e-mail address; the _id is the SHA-256 of the token. */
@Schema({ collection: 'email_confirmation_tokens', timestamps: { createdAt: 'created_at', updatedAt: false } })
export class EmailConfirmationTokenRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** Expired tokens are removed by the database (TTL index); confirmation checks the time too. */
  @Prop({ type: Date, required: true, expires: 0 })
  expires_at: Date;

  @Prop({ type: Date, default: null })
  used_at: Date | null;

  created_at: Date;
}

export const EmailConfirmationTokenSchema = SchemaFactory.createForClass(EmailConfirmationTokenRecord);
// A user's links, newest first (the resend interval; replacing unused links).
EmailConfirmationTokenSchema.index({ user_id: 1, created_at: -1 });
// A user's unused links, replaced when a new one is sent.
EmailConfirmationTokenSchema.index({ user_id: 1, used_at: 1 });
