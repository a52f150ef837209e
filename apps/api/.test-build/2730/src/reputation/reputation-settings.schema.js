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
import { REPUTATION_DEFAULTS } from '@platform/contracts';
export const REPUTATION_SETTINGS_KEY = 'reputation';
/** The reputation lines: one document of the shared `settings` collection, under key 'reputation'. */
let ReputationSettingsRecord = class ReputationSettingsRecord {
    key;
    enabled;
    window_days;
    min_volume;
    review_bounce_rate;
    review_complaint_rate;
    pause_bounce_rate;
    pause_complaint_rate;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], ReputationSettingsRecord.prototype, "key", void 0);
__decorate([
    Prop({ default: REPUTATION_DEFAULTS.enabled }),
    __metadata("design:type", Boolean)
], ReputationSettingsRecord.prototype, "enabled", void 0);
__decorate([
    Prop({ default: REPUTATION_DEFAULTS.window_days }),
    __metadata("design:type", Number)
], ReputationSettingsRecord.prototype, "window_days", void 0);
__decorate([
    Prop({ default: REPUTATION_DEFAULTS.min_volume }),
    __metadata("design:type", Number)
], ReputationSettingsRecord.prototype, "min_volume", void 0);
__decorate([
    Prop({ default: REPUTATION_DEFAULTS.review_bounce_rate }),
    __metadata("design:type", Number)
], ReputationSettingsRecord.prototype, "review_bounce_rate", void 0);
__decorate([
    Prop({ default: REPUTATION_DEFAULTS.review_complaint_rate }),
    __metadata("design:type", Number)
], ReputationSettingsRecord.prototype, "review_complaint_rate", void 0);
__decorate([
    Prop({ default: REPUTATION_DEFAULTS.pause_bounce_rate }),
    __metadata("design:type", Number)
], ReputationSettingsRecord.prototype, "pause_bounce_rate", void 0);
__decorate([
    Prop({ default: REPUTATION_DEFAULTS.pause_complaint_rate }),
    __metadata("design:type", Number)
], ReputationSettingsRecord.prototype, "pause_complaint_rate", void 0);
ReputationSettingsRecord = __decorate([
    Schema({ collection: 'settings', timestamps: true })
], ReputationSettingsRecord);
export { ReputationSettingsRecord };
export const ReputationSettingsSchema = SchemaFactory.createForClass(ReputationSettingsRecord);
//# sourceMappingURL=reputation-settings.schema.js.map