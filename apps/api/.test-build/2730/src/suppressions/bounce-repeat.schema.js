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
/**
 * One address's permanent failures for reasons about its mailbox (full, suspended, expired),
 * counted for one account over a span: read and written by `_id` (`<user id>:<address>`) only.
 */
let BounceRepeatRecord = class BounceRepeatRecord {
    _id;
    count;
    /** The first failure of the span; a failure after the span starts a new one. */
    first_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], BounceRepeatRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: Number, required: true }),
    __metadata("design:type", Number)
], BounceRepeatRecord.prototype, "count", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], BounceRepeatRecord.prototype, "first_at", void 0);
BounceRepeatRecord = __decorate([
    Schema({ collection: 'bounce_repeats' })
], BounceRepeatRecord);
export { BounceRepeatRecord };
export const BounceRepeatSchema = SchemaFactory.createForClass(BounceRepeatRecord);
//# sourceMappingURL=bounce-repeat.schema.js.map