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
import { Types } from 'mongoose';
import { ACTIVE_STATUSES, DNS_RECORD_STATUSES, SEND_PLANS } from '@platform/contracts';
let DomainPlanSnapshotFields = class DomainPlanSnapshotFields {
    plan_code;
    plan_category;
};
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DomainPlanSnapshotFields.prototype, "plan_code", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DomainPlanSnapshotFields.prototype, "plan_category", void 0);
DomainPlanSnapshotFields = __decorate([
    Schema({ _id: false })
], DomainPlanSnapshotFields);
export { DomainPlanSnapshotFields };
let DnsRecordStatusFields = class DnsRecordStatusFields {
    spf;
    dkim;
    dmarc;
};
__decorate([
    Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }),
    __metadata("design:type", String)
], DnsRecordStatusFields.prototype, "spf", void 0);
__decorate([
    Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }),
    __metadata("design:type", String)
], DnsRecordStatusFields.prototype, "dkim", void 0);
__decorate([
    Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }),
    __metadata("design:type", String)
], DnsRecordStatusFields.prototype, "dmarc", void 0);
DnsRecordStatusFields = __decorate([
    Schema({ _id: false })
], DnsRecordStatusFields);
export { DnsRecordStatusFields };
let ReturnPathStatusFields = class ReturnPathStatusFields {
    mx;
    spf;
};
__decorate([
    Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }),
    __metadata("design:type", String)
], ReturnPathStatusFields.prototype, "mx", void 0);
__decorate([
    Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }),
    __metadata("design:type", String)
], ReturnPathStatusFields.prototype, "spf", void 0);
ReturnPathStatusFields = __decorate([
    Schema({ _id: false })
], ReturnPathStatusFields);
export { ReturnPathStatusFields };
/** A sending domain of a user: its plan decides the route, its own DKIM key signs its mail. */
let DomainRecord = class DomainRecord {
    domain;
    user_id;
    /** null when the domain was moved to another user without a plan of theirs. */
    user_plan_id;
    send_plan;
    bulletproof_relay_id;
    dedicated_ips;
    status;
    spf_verified;
    dkim_verified;
    dmarc_verified;
    verified_at;
    /** Open tracking of the domain's HTML mail (a pixel); off by default. */
    track_opens;
    /** Click tracking of the domain's HTML mail (links through the tracking host); off by default. */
    track_clicks;
    /** What the last check found for each record; null before the first check. */
    dns_record_status;
    /** What the last check found at bounces.<domain> (optional records, kept apart from the required ones); null before. */
    return_path_status;
    /** Both return-path records verified: mail then leaves with a return path at bounces.<domain>. */
    return_path_verified;
    /** What the last check found at track.<domain> (an optional CNAME); null before the first check. */
    tracking_host_status;
    /** The track.<domain> CNAME verified: tracked links and pixels of the domain's mail then point at it. */
    tracking_host_verified;
    /** Whether messages get List-Unsubscribe headers unless a message says otherwise. */
    unsubscribe_headers;
    dkim_selector;
    /** PKCS#8 PEM private key sealed with the server key; never returned. */
    dkim_private_key_sealed;
    /** SPKI PEM public key, published in the DKIM record. */
    dkim_public_key;
    /** The plan code and category when the plan was assigned, kept for display and history. */
    plan_snapshot;
    createdAt;
    updatedAt;
};
__decorate([
    Prop({ required: true, unique: true, lowercase: true, trim: true }),
    __metadata("design:type", String)
], DomainRecord.prototype, "domain", void 0);
__decorate([
    Prop({ type: Types.ObjectId, required: true }),
    __metadata("design:type", Types.ObjectId)
], DomainRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: Types.ObjectId, default: null, index: true }),
    __metadata("design:type", Object)
], DomainRecord.prototype, "user_plan_id", void 0);
__decorate([
    Prop({ type: String, enum: [...SEND_PLANS, ''], default: '' }),
    __metadata("design:type", String)
], DomainRecord.prototype, "send_plan", void 0);
__decorate([
    Prop({ type: Types.ObjectId, default: null, index: true }),
    __metadata("design:type", Object)
], DomainRecord.prototype, "bulletproof_relay_id", void 0);
__decorate([
    Prop({ type: [String], default: [] }),
    __metadata("design:type", Array)
], DomainRecord.prototype, "dedicated_ips", void 0);
__decorate([
    Prop({ type: String, enum: ACTIVE_STATUSES, default: 'active' }),
    __metadata("design:type", String)
], DomainRecord.prototype, "status", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], DomainRecord.prototype, "spf_verified", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], DomainRecord.prototype, "dkim_verified", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], DomainRecord.prototype, "dmarc_verified", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], DomainRecord.prototype, "verified_at", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], DomainRecord.prototype, "track_opens", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], DomainRecord.prototype, "track_clicks", void 0);
__decorate([
    Prop({ type: SchemaFactory.createForClass(DnsRecordStatusFields), default: null }),
    __metadata("design:type", Object)
], DomainRecord.prototype, "dns_record_status", void 0);
__decorate([
    Prop({ type: SchemaFactory.createForClass(ReturnPathStatusFields), default: null }),
    __metadata("design:type", Object)
], DomainRecord.prototype, "return_path_status", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], DomainRecord.prototype, "return_path_verified", void 0);
__decorate([
    Prop({ type: String, enum: [...DNS_RECORD_STATUSES, null], default: null }),
    __metadata("design:type", Object)
], DomainRecord.prototype, "tracking_host_status", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], DomainRecord.prototype, "tracking_host_verified", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], DomainRecord.prototype, "unsubscribe_headers", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DomainRecord.prototype, "dkim_selector", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DomainRecord.prototype, "dkim_private_key_sealed", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DomainRecord.prototype, "dkim_public_key", void 0);
__decorate([
    Prop({ type: SchemaFactory.createForClass(DomainPlanSnapshotFields), default: null }),
    __metadata("design:type", Object)
], DomainRecord.prototype, "plan_snapshot", void 0);
DomainRecord = __decorate([
    Schema({ collection: 'domains', timestamps: true })
], DomainRecord);
export { DomainRecord };
export const DomainSchema = SchemaFactory.createForClass(DomainRecord);
// The periodic re-check takes the domains checked longest ago; the admin list and an account's
// domains newest first (_id breaks ties, for stable pages); a user's domains by name (user detail).
DomainSchema.index({ verified_at: 1 });
DomainSchema.index({ createdAt: -1, _id: -1 });
DomainSchema.index({ user_id: 1, createdAt: -1, _id: -1 });
DomainSchema.index({ user_id: 1, domain: 1 });
//# sourceMappingURL=domain.schema.js.map