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
import { BOUNCE_REASONS } from '@platform/contracts';
/**
 * A suppression the platform lifted because its reason no longer suppresses (the start-up review
 * of bounce suppressions made before reasons were classified: SuppressionReview). The _id is the
 * lifted suppression's, so the review writes each lift once however often it runs.
 */
let SuppressionLiftRecord = class SuppressionLiftRecord {
    _id;
    user_id;
    address;
    /** The suppression's stored diagnostic. */
    suppressed_because;
    suppressed_at;
    bounce_reason;
    /** What the event says, in words. */
    message;
    lifted_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], SuppressionLiftRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], SuppressionLiftRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], SuppressionLiftRecord.prototype, "address", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], SuppressionLiftRecord.prototype, "suppressed_because", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], SuppressionLiftRecord.prototype, "suppressed_at", void 0);
__decorate([
    Prop({ type: String, enum: BOUNCE_REASONS, required: true }),
    __metadata("design:type", String)
], SuppressionLiftRecord.prototype, "bounce_reason", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], SuppressionLiftRecord.prototype, "message", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], SuppressionLiftRecord.prototype, "lifted_at", void 0);
SuppressionLiftRecord = __decorate([
    Schema({ collection: 'suppression_lifts' })
], SuppressionLiftRecord);
export { SuppressionLiftRecord };
export const SuppressionLiftSchema = SchemaFactory.createForClass(SuppressionLiftRecord);
// An account's lifts, newest first.
SuppressionLiftSchema.index({ user_id: 1, lifted_at: -1 });
//# sourceMappingURL=suppression-lift.schema.js.map