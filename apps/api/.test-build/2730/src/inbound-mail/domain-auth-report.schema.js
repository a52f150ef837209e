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
 * Authentication failure reports (ARF Feedback-Type: auth-failure, RFC 6591: a receiver saying
 * DMARC, SPF or DKIM failed for mail in a domain's name) counted per sending domain, by `_id`
 * (the domain). Not a complaint: no recipient is suppressed; the domain's owner and the
 * reputation guard read it.
 */
let DomainAuthReportRecord = class DomainAuthReportRecord {
    _id;
    count;
    last_at;
    /** The last report's Auth-Failure (dmarc, spf, dkim...). */
    last_auth_failure;
    /** The last report's key (Message-ID or digest): the same report twice counts once. */
    last_report_key;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], DomainAuthReportRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: Number, default: 0 }),
    __metadata("design:type", Number)
], DomainAuthReportRecord.prototype, "count", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], DomainAuthReportRecord.prototype, "last_at", void 0);
__decorate([
    Prop({ type: String, default: '' }),
    __metadata("design:type", String)
], DomainAuthReportRecord.prototype, "last_auth_failure", void 0);
__decorate([
    Prop({ type: String, default: '' }),
    __metadata("design:type", String)
], DomainAuthReportRecord.prototype, "last_report_key", void 0);
DomainAuthReportRecord = __decorate([
    Schema({ collection: 'domain_auth_reports' })
], DomainAuthReportRecord);
export { DomainAuthReportRecord };
export const DomainAuthReportSchema = SchemaFactory.createForClass(DomainAuthReportRecord);
//# sourceMappingURL=domain-auth-report.schema.js.map