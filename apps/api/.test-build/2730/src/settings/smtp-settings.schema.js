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
import { SMTP_SETTINGS_DEFAULTS } from '@platform/contracts';
export const SMTP_SETTINGS_KEY = 'smtp';
/** The global SMTP settings: one document of the shared `settings` collection, under key 'smtp'. */
let SmtpSettingsRecord = class SmtpSettingsRecord {
    key;
    host;
    port;
    username;
    /** The password sealed with the server key; empty when none is set. */
    password_sealed;
    secure;
    from;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], SmtpSettingsRecord.prototype, "key", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], SmtpSettingsRecord.prototype, "host", void 0);
__decorate([
    Prop({ default: SMTP_SETTINGS_DEFAULTS.port }),
    __metadata("design:type", Number)
], SmtpSettingsRecord.prototype, "port", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], SmtpSettingsRecord.prototype, "username", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], SmtpSettingsRecord.prototype, "password_sealed", void 0);
__decorate([
    Prop({ default: SMTP_SETTINGS_DEFAULTS.secure }),
    __metadata("design:type", Boolean)
], SmtpSettingsRecord.prototype, "secure", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], SmtpSettingsRecord.prototype, "from", void 0);
SmtpSettingsRecord = __decorate([
    Schema({ collection: 'settings', timestamps: true })
], SmtpSettingsRecord);
export { SmtpSettingsRecord };
export const SmtpSettingsSchema = SchemaFactory.createForClass(SmtpSettingsRecord);
//# sourceMappingURL=smtp-settings.schema.js.map