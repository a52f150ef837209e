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
import { ACTIVE_STATUSES, SMTP_ACCOUNT_DEFAULTS } from '@platform/contracts';
/** A login for SMTP submission: the e-mail address is the user name, at one of the user's domains. */
let SmtpAccountRecord = class SmtpAccountRecord {
    email;
    domain;
    user_id;
    /** Messages per day; 0 means unlimited. */
    quota;
    status;
    /** argon2id hash; the password itself is shown once and never stored. */
    password_hash;
    createdAt;
    updatedAt;
};
__decorate([
    Prop({ required: true, unique: true, lowercase: true, trim: true }),
    __metadata("design:type", String)
], SmtpAccountRecord.prototype, "email", void 0);
__decorate([
    Prop({ required: true, lowercase: true, trim: true, index: true }),
    __metadata("design:type", String)
], SmtpAccountRecord.prototype, "domain", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], SmtpAccountRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ default: SMTP_ACCOUNT_DEFAULTS.quota, min: 0 }),
    __metadata("design:type", Number)
], SmtpAccountRecord.prototype, "quota", void 0);
__decorate([
    Prop({ type: String, enum: ACTIVE_STATUSES, default: SMTP_ACCOUNT_DEFAULTS.status }),
    __metadata("design:type", String)
], SmtpAccountRecord.prototype, "status", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], SmtpAccountRecord.prototype, "password_hash", void 0);
SmtpAccountRecord = __decorate([
    Schema({ collection: 'smtp_accounts', timestamps: true })
], SmtpAccountRecord);
export { SmtpAccountRecord };
export const SmtpAccountSchema = SchemaFactory.createForClass(SmtpAccountRecord);
// The admin list and a customer's own credentials (/api/v1/smtp-credentials), newest first; _id
// breaks ties.
SmtpAccountSchema.index({ createdAt: -1, _id: -1 });
SmtpAccountSchema.index({ user_id: 1, createdAt: -1, _id: -1 });
//# sourceMappingURL=smtp-account.schema.js.map