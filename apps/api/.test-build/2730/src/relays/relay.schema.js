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
import { ACTIVE_STATUSES, RELAY_DEFAULTS } from '@platform/contracts';
let RelayDkimRecordFields = class RelayDkimRecordFields {
    selector;
    public_key;
};
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], RelayDkimRecordFields.prototype, "selector", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], RelayDkimRecordFields.prototype, "public_key", void 0);
RelayDkimRecordFields = __decorate([
    Schema({ _id: false })
], RelayDkimRecordFields);
export { RelayDkimRecordFields };
/** An outside SMTP relay that bulletproof domains send through. */
let RelayRecord = class RelayRecord {
    name;
    smtp_host;
    smtp_port;
    smtp_user;
    /** The relay password sealed with the server key; empty when the relay needs none. */
    smtp_pass_sealed;
    /** Whether the credentials may be sent without TLS; off, a relay without STARTTLS gets none. */
    allow_insecure_auth;
    spf_record;
    dkim_record;
    dmarc_record;
    /** How many domains may use the relay; 0 means no limit. */
    max_domains;
    status;
    createdAt;
    updatedAt;
};
__decorate([
    Prop({ required: true, unique: true, trim: true }),
    __metadata("design:type", String)
], RelayRecord.prototype, "name", void 0);
__decorate([
    Prop({ required: true, trim: true }),
    __metadata("design:type", String)
], RelayRecord.prototype, "smtp_host", void 0);
__decorate([
    Prop({ default: RELAY_DEFAULTS.smtp_port, min: 1, max: 65535 }),
    __metadata("design:type", Number)
], RelayRecord.prototype, "smtp_port", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], RelayRecord.prototype, "smtp_user", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], RelayRecord.prototype, "smtp_pass_sealed", void 0);
__decorate([
    Prop({ default: RELAY_DEFAULTS.allow_insecure_auth }),
    __metadata("design:type", Boolean)
], RelayRecord.prototype, "allow_insecure_auth", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], RelayRecord.prototype, "spf_record", void 0);
__decorate([
    Prop({ type: SchemaFactory.createForClass(RelayDkimRecordFields), default: () => ({}) }),
    __metadata("design:type", RelayDkimRecordFields)
], RelayRecord.prototype, "dkim_record", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], RelayRecord.prototype, "dmarc_record", void 0);
__decorate([
    Prop({ default: RELAY_DEFAULTS.max_domains, min: 0 }),
    __metadata("design:type", Number)
], RelayRecord.prototype, "max_domains", void 0);
__decorate([
    Prop({ type: String, enum: ACTIVE_STATUSES, default: RELAY_DEFAULTS.status }),
    __metadata("design:type", String)
], RelayRecord.prototype, "status", void 0);
RelayRecord = __decorate([
    Schema({ collection: 'relays', timestamps: true })
], RelayRecord);
export { RelayRecord };
export const RelaySchema = SchemaFactory.createForClass(RelayRecord);
// The admin list newest first (_id breaks ties).
RelaySchema.index({ createdAt: -1, _id: -1 });
//# sourceMappingURL=relay.schema.js.map