import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { BOUNCE_REASONS, SUPPRESSION_CAUSES, type BounceReason, type SuppressionCause } from '@platform/contracts';

/** A recipient a user may no longer send to: mail to it bounced permanently, its owner complained or unsubscribed, or the user listed it. */
@Schema({ collection: 'suppressions', timestamps: { createdAt: 'created_at', updatedAt: false } })
export class SuppressionRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** Lower-cased recipient address. */
  @Prop({ required: true, lowercase: true, trim: true })
  address: string;

  /** What caused it, in words: the bounce reply, the report, the unsubscribe. */
  @Prop({ default: '' })
  reason: string;

  /** Entries stored before causes were kept are bounces. */
  @Prop({ type: String, enum: SUPPRESSION_CAUSES, default: 'bounce' })
  cause: SuppressionCause;

  /**
   * A bounce's reason as the classifier read it (issue 30). Null for other causes, and for bounce
   * suppressions made before reasons were kept, until the start-up review classifies them
   * (SuppressionReview).
   */
  @Prop({ type: String, enum: [...BOUNCE_REASONS, null], default: null })
  bounce_reason: BounceReason | null;

  /** A bounce suppression made because the same mailbox failed again and again, not because the address is gone. */
  @Prop({ type: Boolean, default: false })
  repeated: boolean;

  created_at: Date;
}

export type SuppressionDocument = HydratedDocument<SuppressionRecord>;
export const SuppressionSchema = SchemaFactory.createForClass(SuppressionRecord);
SuppressionSchema.index({ user_id: 1, address: 1 }, { unique: true });
// The admin list and a customer's own (/api/v1/suppressions), newest first; _id breaks ties.
SuppressionSchema.index({ created_at: -1, _id: -1 });
SuppressionSchema.index({ user_id: 1, created_at: -1, _id: -1 });
// The start-up review of bounce suppressions made before reasons were kept (cause bounce or none, no reason).
SuppressionSchema.index({ cause: 1, bounce_reason: 1 });
