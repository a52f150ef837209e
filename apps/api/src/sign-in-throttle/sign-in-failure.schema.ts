import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * Failed sign-ins counted under one key (an account, an account from one client address, or one
 * client address), and the lock they led to. The _id is derived from the key (see
 * FailureCounters), so every read and count on the sign-in path is a look-up by _id.
 */
@Schema({ collection: 'sign_in_failures', versionKey: false })
export class SignInFailureRecord {
  @Prop({ type: String, required: true })
  _id: string;

  /** Failures since window_ends minus the window (attempts being checked count already). */
  @Prop({ required: true, default: 0 })
  failures: number;

  @Prop({ type: Date, required: true })
  window_ends: Date;

  @Prop({ type: Date, default: null })
  locked_until: Date | null;

  /** The user told of the lock, so that an admin can lift that user's locks. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  owner_user_id: Types.ObjectId | null;

  /** The later of window_ends and locked_until: the database drops the record then (TTL index). */
  @Prop({ type: Date, required: true, expires: 0 })
  expires_at: Date;
}

export const SignInFailureSchema = SchemaFactory.createForClass(SignInFailureRecord);
export type SignInFailure = SignInFailureRecord;
// The locks still running for a user (an admin lifts them; sign-in checks them).
SignInFailureSchema.index({ owner_user_id: 1, locked_until: 1 });
