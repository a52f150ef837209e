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
import { PRODUCTION_ACCESS_REQUEST_STATUSES } from '@platform/contracts';
/**
 * An account's production-access request and the history of its access (the state itself is on
 * the user, where the sending path reads it: UserRecord.production_access). Written only when the
 * customer asks or access changes; the _id is the user's id.
 */
let ProductionAccessRecord = class ProductionAccessRecord {
    _id;
    user_id;
    request;
    /** Every change, oldest first: who, when, why. */
    changes;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], ProductionAccessRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], ProductionAccessRecord.prototype, "user_id", void 0);
__decorate([
    Prop({
        type: new MongooseSchema({
            use_case: { type: String, required: true },
            expected_volume: { type: Number, required: true },
            status: { type: String, enum: PRODUCTION_ACCESS_REQUEST_STATUSES, required: true },
            requested_at: { type: Date, required: true },
            answer: { type: String, default: '' },
            answered_at: { type: Date, default: null },
        }, { _id: false }),
        default: null,
    }),
    __metadata("design:type", Object)
], ProductionAccessRecord.prototype, "request", void 0);
__decorate([
    Prop({ type: [MongooseSchema.Types.Mixed], default: [] }),
    __metadata("design:type", Array)
], ProductionAccessRecord.prototype, "changes", void 0);
ProductionAccessRecord = __decorate([
    Schema({ collection: 'production_access', versionKey: false })
], ProductionAccessRecord);
export { ProductionAccessRecord };
export const ProductionAccessSchema = SchemaFactory.createForClass(ProductionAccessRecord);
// The admin's requests list: by status, latest request first.
ProductionAccessSchema.index({ 'request.status': 1, 'request.requested_at': -1 });
//# sourceMappingURL=production-access.schema.js.map