import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types, type HydratedDocument } from 'mongoose';

/** A single-use password reset token; only its hash is kept. */
@Schema({ collection: 'password_reset_tokens', timestamps: true })
export class PasswordResetTokenRecord {
  @Prop({ required: true, unique: true })
  token_hash: string;

  @Prop({ type: Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** Expired tokens are removed by the database (TTL index); confirmation checks the time too. */
  @Prop({ type: Date, required: true, expires: 0 })
  expires_at: Date;

  @Prop({ type: Date, default: null })
  used_at: Date | null;
}

export const PasswordResetTokenSchema = SchemaFactory.createForClass(PasswordResetTokenRecord);
/** A user's unused tokens (replaced by a new one), and the latest of them (one mail a minute). */
PasswordResetTokenSchema.index({ user_id: 1, used_at: 1, createdAt: 1 });
export type PasswordResetTokenDocument = HydratedDocument<PasswordResetTokenRecord>;
