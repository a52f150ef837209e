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
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { REPUTATION_DEFAULTS, REPUTATION_LIMITS } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
const { rate, window_days: windowDays, min_volume: minVolume } = REPUTATION_LIMITS;
const rateMessage = (field) => `${field} must be a percentage from ${rate.min} to ${rate.max}`;
const wholeMessage = (field, range) => `${field} must be a whole number from ${range.min} to ${range.max}`;
function RateField(field) {
    return (target, key) => {
        ApiProperty({ example: REPUTATION_DEFAULTS[field], minimum: rate.min, maximum: rate.max })(target, key);
        Type(() => Number)(target, key);
        IsNumber({ allowNaN: false, allowInfinity: false }, { message: rateMessage(field) })(target, key);
        Min(rate.min, { message: rateMessage(field) })(target, key);
        Max(rate.max, { message: rateMessage(field) })(target, key);
    };
}
/** PUT /api/admin/settings/reputation: every field, as GET answers them. */
export class ReputationSettingsDto {
    enabled;
    window_days;
    min_volume;
    review_bounce_rate;
    review_complaint_rate;
    pause_bounce_rate;
    pause_complaint_rate;
}
__decorate([
    ApiProperty({ example: true }),
    IsBoolean({ message: 'enabled must be true or false' }),
    __metadata("design:type", Boolean)
], ReputationSettingsDto.prototype, "enabled", void 0);
__decorate([
    ApiProperty({ example: REPUTATION_DEFAULTS.window_days, minimum: windowDays.min, maximum: windowDays.max }),
    Type(() => Number),
    IsInt({ message: wholeMessage('window_days', windowDays) }),
    Min(windowDays.min, { message: wholeMessage('window_days', windowDays) }),
    Max(windowDays.max, { message: wholeMessage('window_days', windowDays) }),
    __metadata("design:type", Number)
], ReputationSettingsDto.prototype, "window_days", void 0);
__decorate([
    ApiProperty({ example: REPUTATION_DEFAULTS.min_volume, minimum: minVolume.min, maximum: minVolume.max }),
    Type(() => Number),
    IsInt({ message: wholeMessage('min_volume', minVolume) }),
    Min(minVolume.min, { message: wholeMessage('min_volume', minVolume) }),
    Max(minVolume.max, { message: wholeMessage('min_volume', minVolume) }),
    __metadata("design:type", Number)
], ReputationSettingsDto.prototype, "min_volume", void 0);
__decorate([
    RateField('review_bounce_rate'),
    __metadata("design:type", Number)
], ReputationSettingsDto.prototype, "review_bounce_rate", void 0);
__decorate([
    RateField('review_complaint_rate'),
    __metadata("design:type", Number)
], ReputationSettingsDto.prototype, "review_complaint_rate", void 0);
__decorate([
    RateField('pause_bounce_rate'),
    __metadata("design:type", Number)
], ReputationSettingsDto.prototype, "pause_bounce_rate", void 0);
__decorate([
    RateField('pause_complaint_rate'),
    __metadata("design:type", Number)
], ReputationSettingsDto.prototype, "pause_complaint_rate", void 0);
/** POST /api/admin/reputation/{userId}/resume and /pause. */
export class StandingActionDto {
    note;
}
__decorate([
    ApiProperty({ example: 'List cleaned; the customer removed the bought addresses' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: 'note is required' }),
    MinLength(1, { message: 'note is required' }),
    MaxLength(1000, { message: 'note must be at most 1000 characters' }),
    __metadata("design:type", String)
], StandingActionDto.prototype, "note", void 0);
export class ReviewQueueQueryDto extends PageQueryDto {
    standing;
}
__decorate([
    ApiProperty({ required: false, enum: ['review', 'paused'] }),
    IsOptional(),
    IsIn(['review', 'paused'], { message: 'standing must be review or paused' }),
    __metadata("design:type", String)
], ReviewQueueQueryDto.prototype, "standing", void 0);
//# sourceMappingURL=reputation.dtos.js.map