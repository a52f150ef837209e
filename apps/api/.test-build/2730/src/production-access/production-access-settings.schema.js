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
import { PRODUCTION_ACCESS_DEFAULTS } from '@platform/contracts';
export const PRODUCTION_ACCESS_SETTINGS_KEY = 'production_access';
/** The sandbox's limits and the automatic grant's rule: one document of the shared `settings` collection. */
let ProductionAccessSettingsRecord = class ProductionAccessSettingsRecord {
    key;
    admin_created_sandboxed;
    daily_limit;
    per_second;
    auto_grant;
    auto_grant_min_sent;
    auto_grant_min_days;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], ProductionAccessSettingsRecord.prototype, "key", void 0);
__decorate([
    Prop({ default: PRODUCTION_ACCESS_DEFAULTS.admin_created_sandboxed }),
    __metadata("design:type", Boolean)
], ProductionAccessSettingsRecord.prototype, "admin_created_sandboxed", void 0);
__decorate([
    Prop({ default: PRODUCTION_ACCESS_DEFAULTS.daily_limit }),
    __metadata("design:type", Number)
], ProductionAccessSettingsRecord.prototype, "daily_limit", void 0);
__decorate([
    Prop({ default: PRODUCTION_ACCESS_DEFAULTS.per_second }),
    __metadata("design:type", Number)
], ProductionAccessSettingsRecord.prototype, "per_second", void 0);
__decorate([
    Prop({ default: PRODUCTION_ACCESS_DEFAULTS.auto_grant }),
    __metadata("design:type", Boolean)
], ProductionAccessSettingsRecord.prototype, "auto_grant", void 0);
__decorate([
    Prop({ default: PRODUCTION_ACCESS_DEFAULTS.auto_grant_min_sent }),
    __metadata("design:type", Number)
], ProductionAccessSettingsRecord.prototype, "auto_grant_min_sent", void 0);
__decorate([
    Prop({ default: PRODUCTION_ACCESS_DEFAULTS.auto_grant_min_days }),
    __metadata("design:type", Number)
], ProductionAccessSettingsRecord.prototype, "auto_grant_min_days", void 0);
ProductionAccessSettingsRecord = __decorate([
    Schema({ collection: 'settings', timestamps: true })
], ProductionAccessSettingsRecord);
export { ProductionAccessSettingsRecord };
export const ProductionAccessSettingsSchema = SchemaFactory.createForClass(ProductionAccessSettingsRecord);
//# sourceMappingURL=production-access-settings.schema.js.map