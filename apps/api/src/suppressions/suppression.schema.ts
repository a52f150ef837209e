import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';

/** A recipient a user may no longer send to, because mail to it bounced permanently. */
@Schema({ collection: 'suppressions', timestamps: { createdAt: 'created_at', updatedAt: false } })
export class SuppressionRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** Lower-cased recipient address. */
  @Prop({ required: true, lowercase: true, trim: true })
  address: string;

  /** The bounce reply that caused it. */
  @Prop({ default: '' })
  reason: string;

  created_at: Date;
}

export type SuppressionDocument = HydratedDocument<SuppressionRecord>;
export const SuppressionSchema = SchemaFactory.createForClass(SuppressionRecord);
SuppressionSchema.index({ user_id: 1, address: 1 }, { unique: true });
SuppressionSchema.index({ created_at: -1 });
// A customer's own list, newest first (/api/v1/suppressions).
SuppressionSchema.index({ user_id: 1, created_at: -1 });
