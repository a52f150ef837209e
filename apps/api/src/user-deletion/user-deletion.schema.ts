import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * The steps of deleting a user, in order. Each can be run again without harm, so a job is
 * resumed at its step after a crash (and a job that two processes run at once ends the same).
 */
export const USER_DELETION_STEPS = [
  /** The user is disabled (no more sending, sessions ended). */
  'refuse-sending',
  /** API keys, SMTP accounts, reset and confirmation links, sign-in locks. */
  'remove-credentials',
  /** Before the mail is failed: its events must not be posted to a deleted account. */
  'remove-webhooks',
  'remove-domains',
  /** Open deliveries that no worker holds are failed with the reason. */
  'fail-queued-mail',
  /** Suppressions, plans, agents and their IPs. */
  'remove-holdings',
  'remove-user',
  /**
   * Afterwards: deliveries that were in a worker's lease, or accepted by a process that had not
   * yet seen the user disabled, are failed once they come back; then the job ends.
   */
  'settle-queued-mail',
] as const;
export type UserDeletionStep = (typeof USER_DELETION_STEPS)[number];

/** A user's deletion under way, stored under the user's _id: one job per user, read by _id. */
@Schema({ collection: 'user_deletions', versionKey: false, timestamps: { createdAt: 'requested_at', updatedAt: 'updated_at' } })
export class UserDeletionRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  /** Kept for the logs: the user record goes before the job ends. */
  @Prop({ required: true })
  email: string;

  /** The next step to run. */
  @Prop({ type: String, enum: USER_DELETION_STEPS, default: USER_DELETION_STEPS[0] })
  step: UserDeletionStep;

  /** When sending was refused: other processes see it within their caches' lifetime after this. */
  @Prop({ type: Date, default: null })
  sending_refused_at: Date | null;

  requested_at: Date;
  /** Written at every step and while waiting: a job not written for a while has lost its process. */
  updated_at: Date;
}

export const UserDeletionSchema = SchemaFactory.createForClass(UserDeletionRecord);
