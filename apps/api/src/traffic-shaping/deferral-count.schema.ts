import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { DeferralClass } from '@platform/contracts';

/** Deferred recipient attempts of one UTC day, destination and reply class; `_id` is `day|destination|class`. */
@Schema({ collection: 'deferral_counts', timestamps: false, versionKey: false })
export class DeferralCountRecord {
  @Prop({ type: String, required: true }) _id: string;
  /** YYYY-MM-DD (UTC). */
  @Prop({ required: true }) day: string;
  @Prop({ required: true }) destination: string;
  @Prop({ type: String, required: true }) deferral_class: DeferralClass;
  @Prop({ required: true, default: 0 }) count: number;
}

export const DeferralCountSchema = SchemaFactory.createForClass(DeferralCountRecord);
// The operator screen: one day's counts.
DeferralCountSchema.index({ day: 1 });
