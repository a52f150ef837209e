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
 * A claim on one attempt of a delivery, by a string _id `<delivery>:<attempt>:<lease|result>`.
 * Inserting a document whose _id exists fails on every MongoDB-compatible server, so only
 * one worker can lease a given attempt and only one result can be recorded for it, even on
 * servers whose findOneAndUpdate is not atomic (FerretDB). A delivery's lease claim is the
 * lease itself (its token and end): leasing writes nothing else (see DeliveryQueueService).
 */
let DeliveryClaimRecord = class DeliveryClaimRecord {
    _id;
    delivery;
    owner;
    claimed_at;
    /** On a delivery's lease claim: the token its holder reports with. Absent on other claims and on those of older versions. */
    lease_token;
    /** On a delivery's lease claim: when the lease runs out and another worker may take the delivery over. */
    lease_expires_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], DeliveryClaimRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }),
    __metadata("design:type", Function)
], DeliveryClaimRecord.prototype, "delivery", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryClaimRecord.prototype, "owner", void 0);
__decorate([
    Prop({ type: Date, default: () => new Date() }),
    __metadata("design:type", Date)
], DeliveryClaimRecord.prototype, "claimed_at", void 0);
__decorate([
    Prop({ type: String }),
    __metadata("design:type", String)
], DeliveryClaimRecord.prototype, "lease_token", void 0);
__decorate([
    Prop({ type: Date }),
    __metadata("design:type", Date)
], DeliveryClaimRecord.prototype, "lease_expires_at", void 0);
DeliveryClaimRecord = __decorate([
    Schema({ collection: 'delivery_claims', versionKey: false })
], DeliveryClaimRecord);
export { DeliveryClaimRecord };
export const DeliveryClaimSchema = SchemaFactory.createForClass(DeliveryClaimRecord);
export function claimId(deliveryId, attempt, kind) {
    return `${deliveryId.toString()}:${attempt}:${kind}`;
}
//# sourceMappingURL=delivery-claim.schema.js.map