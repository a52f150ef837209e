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
import { Schema as MongooseSchema } from 'mongoose';
/**
 * One account's warm-up: its current quotas, the UTC day they were last judged (evaluated_on) and
 * last changed (changed_on), and why. The _id is the user's id (hex): every read is by _id. An
 * account without a record is not warmed up, unless it signed itself up while the setting is on
 * (its record is then made at its first submission).
 */
let AccountWarmupRecord = class AccountWarmupRecord {
    _id;
    user_id;
    /** false: an admin ended (or never started) this account's warm-up. */
    enabled;
    hourly_limit;
    daily_limit;
    /** YYYY-MM-DD: the limits are judged once a day, at the first submission of a later day. */
    evaluated_on;
    changed_on;
    reason;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], AccountWarmupRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], AccountWarmupRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Boolean)
], AccountWarmupRecord.prototype, "enabled", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Number)
], AccountWarmupRecord.prototype, "hourly_limit", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Number)
], AccountWarmupRecord.prototype, "daily_limit", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], AccountWarmupRecord.prototype, "evaluated_on", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], AccountWarmupRecord.prototype, "changed_on", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], AccountWarmupRecord.prototype, "reason", void 0);
AccountWarmupRecord = __decorate([
    Schema({ collection: 'account_warmups' })
], AccountWarmupRecord);
export { AccountWarmupRecord };
export const AccountWarmupSchema = SchemaFactory.createForClass(AccountWarmupRecord);
//# sourceMappingURL=account-warmup.schema.js.map