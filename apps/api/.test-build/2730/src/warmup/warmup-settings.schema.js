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
import { WARMUP_DEFAULTS } from '@platform/contracts';
export const WARMUP_SETTINGS_KEY = 'warmup';
/** The warm-up parameters: one document of the shared `settings` collection, under key 'warmup'. */
let WarmupSettingsRecord = class WarmupSettingsRecord {
    key;
    enabled;
    start_hourly;
    start_daily;
    growth_factor;
    fall_factor;
    ceiling_hourly;
    ceiling_daily;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], WarmupSettingsRecord.prototype, "key", void 0);
__decorate([
    Prop({ default: WARMUP_DEFAULTS.enabled }),
    __metadata("design:type", Boolean)
], WarmupSettingsRecord.prototype, "enabled", void 0);
__decorate([
    Prop({ default: WARMUP_DEFAULTS.start_hourly }),
    __metadata("design:type", Number)
], WarmupSettingsRecord.prototype, "start_hourly", void 0);
__decorate([
    Prop({ default: WARMUP_DEFAULTS.start_daily }),
    __metadata("design:type", Number)
], WarmupSettingsRecord.prototype, "start_daily", void 0);
__decorate([
    Prop({ default: WARMUP_DEFAULTS.growth_factor }),
    __metadata("design:type", Number)
], WarmupSettingsRecord.prototype, "growth_factor", void 0);
__decorate([
    Prop({ default: WARMUP_DEFAULTS.fall_factor }),
    __metadata("design:type", Number)
], WarmupSettingsRecord.prototype, "fall_factor", void 0);
__decorate([
    Prop({ default: WARMUP_DEFAULTS.ceiling_hourly }),
    __metadata("design:type", Number)
], WarmupSettingsRecord.prototype, "ceiling_hourly", void 0);
__decorate([
    Prop({ default: WARMUP_DEFAULTS.ceiling_daily }),
    __metadata("design:type", Number)
], WarmupSettingsRecord.prototype, "ceiling_daily", void 0);
WarmupSettingsRecord = __decorate([
    Schema({ collection: 'settings', timestamps: true })
], WarmupSettingsRecord);
export { WarmupSettingsRecord };
export const WarmupSettingsSchema = SchemaFactory.createForClass(WarmupSettingsRecord);
//# sourceMappingURL=warmup-settings.schema.js.map