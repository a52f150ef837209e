import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { BOUNCE_REASONS, type BounceReason } from '@platform/contracts';

/**
 * A suppression the platform lifted because its reason no longer suppresses (the start-up review
 * of bounce suppressions made before reasons were classified: SuppressionReview). The _id is the
 * lifted suppression's, so the review writes each lift once however often it runs.
 */
@Schema({ collection: 'suppression_lifts' })
export class SuppressionLiftRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ required: true })
  address: string;

  /** The suppression's stored diagnostic. */
  @Prop({ default: '' })
  suppressed_because: string;

  @Prop({ type: Date, required: true })
  suppressed_at: Date;

  @Prop({ type: String, enum: BOUNCE_REASONS, required: true })
  bounce_reason: BounceReason;

  /** What the event says, in words. */
  @Prop({ required: true })
  message: string;

  @Prop({ type: Date, required: true })
  lifted_at: Date;
}

export const SuppressionLiftSchema = SchemaFactory.createForClass(SuppressionLiftRecord);
// An account's lifts, newest first.
SuppressionLiftSchema.index({ user_id: 1, lifted_at: -1 });
