import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types, type HydratedDocument } from 'mongoose';
import { ACTIVE_STATUSES, PLAN_CATEGORIES, type ActiveStatus, type PlanCategory } from '@platform/contracts';

/** A plan given to a user. Category and IP allocation are copied so later edits of the definition do not change it. */
@Schema({ collection: 'user_plans', timestamps: true })
export class UserPlanRecord {
  @Prop({ type: Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ required: true })
  plan_code: string;

  @Prop({ type: String, enum: PLAN_CATEGORIES, required: true })
  plan_category: PlanCategory;

  @Prop({ default: 0, min: 0 })
  ip_allocation: number;

  /** Copied from the definition like ip_allocation; 0 (and a plan stored before the field) means no cap. */
  @Prop({ default: 0, min: 0 })
  daily_limit: number;

  @Prop({ type: String, enum: ACTIVE_STATUSES, default: 'active' })
  status: ActiveStatus;

  createdAt: Date;
  updatedAt: Date;
}

export type UserPlanDocument = HydratedDocument<UserPlanRecord>;
export const UserPlanSchema = SchemaFactory.createForClass(UserPlanRecord);
// The admin list newest first (_id breaks ties): all plans, a user's, a user's active ones.
UserPlanSchema.index({ createdAt: -1, _id: -1 });
UserPlanSchema.index({ user_id: 1, createdAt: -1, _id: -1 });
UserPlanSchema.index({ user_id: 1, status: 1, createdAt: -1, _id: -1 });
