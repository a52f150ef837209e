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
export const SIGNUP_SETTINGS_KEY = 'signup';
/** The sign-up settings: one document of the shared `settings` collection, under key 'signup'. */
let SignupSettingsRecord = class SignupSettingsRecord {
    key;
    require_approval;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], SignupSettingsRecord.prototype, "key", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], SignupSettingsRecord.prototype, "require_approval", void 0);
SignupSettingsRecord = __decorate([
    Schema({ collection: 'settings', timestamps: true })
], SignupSettingsRecord);
export { SignupSettingsRecord };
export const SignupSettingsSchema = SchemaFactory.createForClass(SignupSettingsRecord);
//# sourceMappingURL=signup-settings.schema.js.map