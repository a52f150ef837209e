import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { ACTIVE_STATUSES, PLAN_CATEGORIES, type ActiveStatus, type PlanCategory } from '@platform/contracts';

@Schema({ collection: 'plan_definitions', timestamps: true })
export class PlanDefinitionRecord {
  @Prop({ required: true, unique: true, trim: true })
  plan_code: string;

  @Prop({ type: String, enum: PLAN_CATEGORIES, required: true })
  plan_category: PlanCategory;

  @Prop({ required: true, trim: true })
  name: string;

  @Prop({ default: 0, min: 0 })
  ip_allocation: number;

  /** Messages per day for an account on this plan; 0 (and a definition stored before the field) means no cap. */
  @Prop({ default: 0, min: 0 })
  daily_limit: number;

  @Prop({ type: String, enum: ACTIVE_STATUSES, default: 'active' })
  status: ActiveStatus;

  createdAt: Date;
  updatedAt: Date;
}

export type PlanDefinitionDocument = HydratedDocument<PlanDefinitionRecord>;
export const PlanDefinitionSchema = SchemaFactory.createForClass(PlanDefinitionRecord);
// The list in category and code order, all definitions or by status.
PlanDefinitionSchema.index({ plan_category: 1, plan_code: 1 });
PlanDefinitionSchema.index({ status: 1, plan_category: 1, plan_code: 1 });
