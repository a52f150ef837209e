import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { ACCOUNT_STANDINGS, type AccountStanding, type ReputationFigures } from '@platform/contracts';
import type { ForgivenCounts } from './reputation-figures.js';

/**
 * An account's standing by its reputation, written only when it changes (an account never judged
 * has none: it is in good standing). The _id is the user's id.
 */
@Schema({ collection: 'account_standings', versionKey: false })
export class AccountStandingRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ type: String, enum: ACCOUNT_STANDINGS, required: true })
  standing: AccountStanding;

  @Prop({ default: '' })
  reason: string;

  /** Raised with every change: a change is the unique insert of its StandingChangeRecord (`<user>|<revision>`), so of two processes judging at once one wins. */
  @Prop({ required: true })
  revision: number;

  @Prop({ type: Date, required: true })
  changed_at: Date;

  /**
   * The counts of the window's days as they stood at the last resume: an admin's resume forgives
   * them, so the account is judged again on what it sends afterwards, not paused again at once.
   */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  forgiven: ForgivenCounts;
}

export const AccountStandingSchema = SchemaFactory.createForClass(AccountStandingRecord);
// The admin review queue: accounts in review or paused, latest change first.
AccountStandingSchema.index({ standing: 1, changed_at: -1 });

/** One change of an account's standing, with who made it and why. The _id is `<user>|<revision>`. */
@Schema({ collection: 'account_standing_changes', versionKey: false })
export class StandingChangeRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ type: String, enum: ACCOUNT_STANDINGS, required: true })
  from: AccountStanding;

  @Prop({ type: String, enum: ACCOUNT_STANDINGS, required: true })
  to: AccountStanding;

  /** 'system' for the guard, else the admin's e-mail. */
  @Prop({ required: true })
  actor: string;

  @Prop({ required: true })
  reason: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  figures: ReputationFigures;

  @Prop({ type: Date, required: true })
  created_at: Date;
}

export const StandingChangeSchema = SchemaFactory.createForClass(StandingChangeRecord);
// An account's changes, latest first (its audit list).
StandingChangeSchema.index({ user_id: 1, created_at: -1 });
