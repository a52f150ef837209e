import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { ACTIVE_STATUSES, type ActiveStatus, type IpWarmupSchedule } from '@platform/contracts';

/** A sending IP of an agent, with the HELO name the agent greets recipient servers with from it. */
@Schema({ collection: 'agent_ips', timestamps: true })
export class AgentIpRecord {
  /** The _id of the agent the IP belongs to. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  agent: Types.ObjectId;

  /** In canonical form (see canonicalIpAddress); unique: an IP belongs to one agent at most. */
  @Prop({ required: true, unique: true })
  ip: string;

  @Prop({ required: true })
  helo: string;

  @Prop({ type: String, enum: ACTIVE_STATUSES, default: 'active' })
  status: ActiveStatus;

  /**
   * The UTC day (YYYY-MM-DD) the IP's warm-up per destination started: set when a public IP is
   * first added; null (or absent: IPs from before warm-up existed) means warmed or exempt.
   */
  @Prop({ type: String, default: null })
  warmup_started_on: string | null;

  /** The IP's own warm-up schedule; null: the default one from the shipped rules file. */
  @Prop({ type: { first_day_volume: Number, daily_growth: Number, warmed_after_days: Number, _id: false }, default: null })
  warmup_schedule: IpWarmupSchedule | null;

  createdAt: Date;
  updatedAt: Date;
}

export type AgentIpDocument = HydratedDocument<AgentIpRecord>;
export const AgentIpSchema = SchemaFactory.createForClass(AgentIpRecord);
// An agent's IPs in address order.
AgentIpSchema.index({ agent: 1, ip: 1 });
// The warming IPs (the operators' view and its metric): warmed and exempt ones hold null.
AgentIpSchema.index({ warmup_started_on: 1 });
