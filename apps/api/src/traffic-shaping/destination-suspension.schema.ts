import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A destination suspended on a sending IP after a throttling reply. The record outlives the
 * suspension itself: its strikes make the next one longer, until a run of successes removes it.
 */
@Schema({ collection: 'destination_suspensions', timestamps: true })
export class DestinationSuspensionRecord {
  @Prop({ required: true }) source_ip: string;
  @Prop({ required: true }) destination: string;
  @Prop({ required: true }) until: Date;
  @Prop({ required: true }) since: Date;
  @Prop({ required: true }) reply: string;
  @Prop({ required: true }) strikes: number;
  /** Deliveries to the destination from the IP since the suspension ended. */
  @Prop({ default: 0 }) successes: number;
}

export const DestinationSuspensionSchema = SchemaFactory.createForClass(DestinationSuspensionRecord);
// One record per IP and destination.
DestinationSuspensionSchema.index({ source_ip: 1, destination: 1 }, { unique: true });
// The heartbeat: the agent's IPs' suspensions that have not ended.
DestinationSuspensionSchema.index({ source_ip: 1, until: 1 });
// The operator screen: the records, soonest ending first.
DestinationSuspensionSchema.index({ until: 1 });
