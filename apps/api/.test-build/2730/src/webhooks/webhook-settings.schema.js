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
export const WEBHOOK_SETTINGS_KEY = 'webhooks';
/** The webhook settings: one document of the shared `settings` collection, under key 'webhooks'. */
let WebhookSettingsRecord = class WebhookSettingsRecord {
    key;
    allow_private_targets;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], WebhookSettingsRecord.prototype, "key", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], WebhookSettingsRecord.prototype, "allow_private_targets", void 0);
WebhookSettingsRecord = __decorate([
    Schema({ collection: 'settings', timestamps: true })
], WebhookSettingsRecord);
export { WebhookSettingsRecord };
export const WebhookSettingsSchema = SchemaFactory.createForClass(WebhookSettingsRecord);
//# sourceMappingURL=webhook-settings.schema.js.map