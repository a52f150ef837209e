var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { ACTIVE_STATUSES, PLAN_CATEGORIES } from '@platform/contracts';
/** A plan given to a user. Category and IP allocation are copied so later edits of the definition do not change it. */
let UserPlanRecord = class UserPlanRecord {
    user_id;
    plan_code;
    plan_category;
    ip_allocation;
    /** Copied from the definition like ip_allocation; 0 (and a plan stored before the field) means no cap. */
    daily_limit;
    status;
    createdAt;
    updatedAt;
};
__decorate([
    Prop({ type: Types.ObjectId, required: true }),
    __metadata("design:type", Types.ObjectId)
], UserPlanRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], UserPlanRecord.prototype, "plan_code", void 0);
__decorate([
    Prop({ type: String, enum: PLAN_CATEGORIES, required: true }),
    __metadata("design:type", String)
], UserPlanRecord.prototype, "plan_category", void 0);
__decorate([
    Prop({ default: 0, min: 0 }),
    __metadata("design:type", Number)
], UserPlanRecord.prototype, "ip_allocation", void 0);
__decorate([
    Prop({ default: 0, min: 0 }),
    __metadata("design:type", Number)
], UserPlanRecord.prototype, "daily_limit", void 0);
__decorate([
    Prop({ type: String, enum: ACTIVE_STATUSES, default: 'active' }),
    __metadata("design:type", String)
], UserPlanRecord.prototype, "status", void 0);
UserPlanRecord = __decorate([
    Schema({ collection: 'user_plans', timestamps: true })
], UserPlanRecord);
export { UserPlanRecord };
export const UserPlanSchema = SchemaFactory.createForClass(UserPlanRecord);
// The admin list newest first (_id breaks ties): all plans, a user's, a user's active ones.
UserPlanSchema.index({ createdAt: -1, _id: -1 });
UserPlanSchema.index({ user_id: 1, createdAt: -1, _id: -1 });
UserPlanSchema.index({ user_id: 1, status: 1, createdAt: -1, _id: -1 });
//# sourceMappingURL=user-plan.schema.js.map