var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, Max, Min } from 'class-validator';
import { WARMUP_DEFAULTS, WARMUP_LIMITS } from '@platform/contracts';
const { quota, growth_factor: growth, fall_factor: fall } = WARMUP_LIMITS;
function QuotaField(field) {
    const message = `${field} must be a whole number from ${quota.min} to ${quota.max}`;
    return (target, key) => {
        ApiProperty({ example: WARMUP_DEFAULTS[field], minimum: quota.min, maximum: quota.max })(target, key);
        Type(() => Number)(target, key);
        IsInt({ message })(target, key);
        Min(quota.min, { message })(target, key);
        Max(quota.max, { message })(target, key);
    };
}
function FactorField(field, range) {
    const message = `${field} must be a number from ${range.min} to ${range.max}`;
    return (target, key) => {
        ApiProperty({ example: WARMUP_DEFAULTS[field], minimum: range.min, maximum: range.max })(target, key);
        Type(() => Number)(target, key);
        IsNumber({ allowNaN: false, allowInfinity: false }, { message })(target, key);
        Min(range.min, { message })(target, key);
        Max(range.max, { message })(target, key);
    };
}
/** PUT /api/admin/settings/warmup: every field, as GET answers them. */
export class WarmupSettingsDto {
    enabled;
    start_hourly;
    start_daily;
    growth_factor;
    fall_factor;
    ceiling_hourly;
    ceiling_daily;
}
__decorate([
    ApiProperty({ example: true, description: 'New self-signed-up accounts are warmed up' }),
    IsBoolean({ message: 'enabled must be true or false' }),
    __metadata("design:type", Boolean)
], WarmupSettingsDto.prototype, "enabled", void 0);
__decorate([
    QuotaField('start_hourly'),
    __metadata("design:type", Number)
], WarmupSettingsDto.prototype, "start_hourly", void 0);
__decorate([
    QuotaField('start_daily'),
    __metadata("design:type", Number)
], WarmupSettingsDto.prototype, "start_daily", void 0);
__decorate([
    FactorField('growth_factor', growth),
    __metadata("design:type", Number)
], WarmupSettingsDto.prototype, "growth_factor", void 0);
__decorate([
    FactorField('fall_factor', fall),
    __metadata("design:type", Number)
], WarmupSettingsDto.prototype, "fall_factor", void 0);
__decorate([
    QuotaField('ceiling_hourly'),
    __metadata("design:type", Number)
], WarmupSettingsDto.prototype, "ceiling_hourly", void 0);
__decorate([
    QuotaField('ceiling_daily'),
    __metadata("design:type", Number)
], WarmupSettingsDto.prototype, "ceiling_daily", void 0);
/** PUT /api/admin/warmup/{userId}. */
export class WarmupToggleDto {
    enabled;
}
__decorate([
    ApiProperty({ example: true }),
    IsBoolean({ message: 'enabled must be true or false' }),
    __metadata("design:type", Boolean)
], WarmupToggleDto.prototype, "enabled", void 0);
//# sourceMappingURL=warmup.dtos.js.map