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
 * Requests (or messages) counted under one key in one fixed window; the _id is derived from the
 * key and the window (see RequestRateLimits), so counting is one update by _id.
 */
let RequestRateCounterRecord = class RequestRateCounterRecord {
    _id;
    hits;
    /** When the window ends: the database drops the record then (TTL index). */
    expires_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], RequestRateCounterRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true, default: 0 }),
    __metadata("design:type", Number)
], RequestRateCounterRecord.prototype, "hits", void 0);
__decorate([
    Prop({ type: Date, required: true, expires: 0 }),
    __metadata("design:type", Date)
], RequestRateCounterRecord.prototype, "expires_at", void 0);
RequestRateCounterRecord = __decorate([
    Schema({ collection: 'request_rate_counters', versionKey: false })
], RequestRateCounterRecord);
export { RequestRateCounterRecord };
export const RequestRateCounterSchema = SchemaFactory.createForClass(RequestRateCounterRecord);
//# sourceMappingURL=request-rate-counter.schema.js.map