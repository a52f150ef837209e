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
import { ACTIVE_STATUSES, PLAN_CATEGORIES } from '@platform/contracts';
let PlanDefinitionRecord = class PlanDefinitionRecord {
    plan_code;
    plan_category;
    name;
    ip_allocation;
    /** Messages per day for an account on this plan; 0 (and a definition stored before the field) means no cap. */
    daily_limit;
    status;
    createdAt;
    updatedAt;
};
__decorate([
    Prop({ required: true, unique: true, trim: true }),
    __metadata("design:type", String)
], PlanDefinitionRecord.prototype, "plan_code", void 0);
__decorate([
    Prop({ type: String, enum: PLAN_CATEGORIES, required: true }),
    __metadata("design:type", String)
], PlanDefinitionRecord.prototype, "plan_category", void 0);
__decorate([
    Prop({ required: true, trim: true }),
    __metadata("design:type", String)
], PlanDefinitionRecord.prototype, "name", void 0);
__decorate([
    Prop({ default: 0, min: 0 }),
    __metadata("design:type", Number)
], PlanDefinitionRecord.prototype, "ip_allocation", void 0);
__decorate([
    Prop({ default: 0, min: 0 }),
    __metadata("design:type", Number)
], PlanDefinitionRecord.prototype, "daily_limit", void 0);
__decorate([
    Prop({ type: String, enum: ACTIVE_STATUSES, default: 'active' }),
    __metadata("design:type", String)
], PlanDefinitionRecord.prototype, "status", void 0);
PlanDefinitionRecord = __decorate([
    Schema({ collection: 'plan_definitions', timestamps: true })
], PlanDefinitionRecord);
export { PlanDefinitionRecord };
export const PlanDefinitionSchema = SchemaFactory.createForClass(PlanDefinitionRecord);
// The list in category and code order, all definitions or by status.
PlanDefinitionSchema.index({ plan_category: 1, plan_code: 1 });
PlanDefinitionSchema.index({ status: 1, plan_category: 1, plan_code: 1 });
//# sourceMappingURL=plan-definition.schema.js.map