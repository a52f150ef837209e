import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Messages a warming IP delivered to one destination on one UTC day, as one API process counted them; `_id` is `day|ip|destination|process`. */
@Schema({ collection: 'ip_warmup_counts', timestamps: false, versionKey: false })
export class IpWarmupCountRecord {
  @Prop({ type: String, required: true }) _id: string;
  /** YYYY-MM-DD (UTC, by the warm-up clock). */
  @Prop({ required: true }) day: string;
  @Prop({ required: true }) ip: string;
  @Prop({ required: true }) destination: string;
  @Prop({ required: true, default: 0 }) count: number;
}

export const IpWarmupCountSchema = SchemaFactory.createForClass(IpWarmupCountRecord);
// The heartbeat: one day's counts of an agent's warming IPs.
IpWarmupCountSchema.index({ day: 1, ip: 1 });
