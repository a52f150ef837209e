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
 * Which API process runs a periodic job (its name is the _id), until when. The holder renews
 * it while it lives; once it runs out, another process takes it over.
 */
let JobLeaseRecord = class JobLeaseRecord {
    _id;
    holder;
    expires_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], JobLeaseRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], JobLeaseRecord.prototype, "holder", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], JobLeaseRecord.prototype, "expires_at", void 0);
JobLeaseRecord = __decorate([
    Schema({ collection: 'job_leases', versionKey: false })
], JobLeaseRecord);
export { JobLeaseRecord };
export const JobLeaseSchema = SchemaFactory.createForClass(JobLeaseRecord);
//# sourceMappingURL=job-lease.schema.js.map