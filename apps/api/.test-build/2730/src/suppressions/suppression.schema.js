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
import { BOUNCE_REASONS, SUPPRESSION_CAUSES } from '@platform/contracts';
/** A recipient a user may no longer send to: mail to it bounced permanently, its owner complained or unsubscribed, or the user listed it. */
let SuppressionRecord = class SuppressionRecord {
    user_id;
    /** Lower-cased recipient address. */
    address;
    /** What caused it, in words: the bounce reply, the report, the unsubscribe. */
    reason;
    /** Entries stored before causes were kept are bounces. */
    cause;
    /**
     * A bounce's reason as the classifier read it (issue 30). Null for other causes, and for bounce
     * suppressions made before reasons were kept, until the start-up review classifies them
     * (SuppressionReview).
     */
    bounce_reason;
    /** A bounce suppression made because the same mailbox failed again and again, not because the address is gone. */
    repeated;
    created_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], SuppressionRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true, lowercase: true, trim: true }),
    __metadata("design:type", String)
], SuppressionRecord.prototype, "address", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], SuppressionRecord.prototype, "reason", void 0);
__decorate([
    Prop({ type: String, enum: SUPPRESSION_CAUSES, default: 'bounce' }),
    __metadata("design:type", String)
], SuppressionRecord.prototype, "cause", void 0);
__decorate([
    Prop({ type: String, enum: [...BOUNCE_REASONS, null], default: null }),
    __metadata("design:type", Object)
], SuppressionRecord.prototype, "bounce_reason", void 0);
__decorate([
    Prop({ type: Boolean, default: false }),
    __metadata("design:type", Boolean)
], SuppressionRecord.prototype, "repeated", void 0);
SuppressionRecord = __decorate([
    Schema({ collection: 'suppressions', timestamps: { createdAt: 'created_at', updatedAt: false } })
], SuppressionRecord);
export { SuppressionRecord };
export const SuppressionSchema = SchemaFactory.createForClass(SuppressionRecord);
SuppressionSchema.index({ user_id: 1, address: 1 }, { unique: true });
// The admin list and a customer's own (/api/v1/suppressions), newest first; _id breaks ties.
SuppressionSchema.index({ created_at: -1, _id: -1 });
SuppressionSchema.index({ user_id: 1, created_at: -1, _id: -1 });
// The start-up review of bounce suppressions made before reasons were kept (cause bounce or none, no reason).
SuppressionSchema.index({ cause: 1, bounce_reason: 1 });
//# sourceMappingURL=suppression.schema.js.map