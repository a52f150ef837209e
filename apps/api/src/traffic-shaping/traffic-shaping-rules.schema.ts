import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { DestinationLimits, DestinationRule } from '@platform/contracts';

export const TRAFFIC_SHAPING_RULES_KEY = 'traffic_shaping';

/** The destination rules in force: one document, under key 'traffic_shaping' (read by that unique key). */
@Schema({ collection: 'traffic_shaping_rules', timestamps: true })
export class TrafficShapingRulesRecord {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ required: true })
  version: number;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  default_limits: DestinationLimits;

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  destinations: DestinationRule[];

  @Prop({ required: true }) first_suspension_seconds: number;
  @Prop({ required: true }) max_suspension_seconds: number;
}

export const TrafficShapingRulesSchema = SchemaFactory.createForClass(TrafficShapingRulesRecord);
