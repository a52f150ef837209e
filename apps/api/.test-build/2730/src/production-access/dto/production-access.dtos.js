var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PRODUCTION_ACCESS_DEFAULTS, PRODUCTION_ACCESS_LIMITS, PRODUCTION_ACCESS_REQUEST_STATUSES, } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
import { IsWholeNumberIn } from '../../common/whole-number-in.validator.js';
/** A whole number within its PRODUCTION_ACCESS_LIMITS range, with the field's message. */
function WholeNumber(field) {
    const range = PRODUCTION_ACCESS_LIMITS[field];
    const message = `${field} must be a whole number from ${range.min} to ${range.max}`;
    return (target, key) => {
        ApiProperty({ example: PRODUCTION_ACCESS_DEFAULTS[field], minimum: range.min, maximum: range.max })(target, key);
        Type(() => Number)(target, key);
        IsWholeNumberIn(range.min, range.max, message)(target, key);
    };
}
const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** PUT /api/admin/settings/production-access: every field, as GET answers them. */
export class ProductionAccessSettingsDto {
    admin_created_sandboxed;
    daily_limit;
    per_second;
    auto_grant;
    auto_grant_min_sent;
    auto_grant_min_days;
}
__decorate([
    ApiProperty({ example: false }),
    IsBoolean({ message: 'admin_created_sandboxed must be true or false' }),
    __metadata("design:type", Boolean)
], ProductionAccessSettingsDto.prototype, "admin_created_sandboxed", void 0);
__decorate([
    WholeNumber('daily_limit'),
    __metadata("design:type", Number)
], ProductionAccessSettingsDto.prototype, "daily_limit", void 0);
__decorate([
    WholeNumber('per_second'),
    __metadata("design:type", Number)
], ProductionAccessSettingsDto.prototype, "per_second", void 0);
__decorate([
    ApiProperty({ example: true }),
    IsBoolean({ message: 'auto_grant must be true or false' }),
    __metadata("design:type", Boolean)
], ProductionAccessSettingsDto.prototype, "auto_grant", void 0);
__decorate([
    WholeNumber('auto_grant_min_sent'),
    __metadata("design:type", Number)
], ProductionAccessSettingsDto.prototype, "auto_grant_min_sent", void 0);
__decorate([
    WholeNumber('auto_grant_min_days'),
    __metadata("design:type", Number)
], ProductionAccessSettingsDto.prototype, "auto_grant_min_days", void 0);
/** POST /api/v1/production-access/request. */
export class ProductionAccessRequestDto {
    use_case;
    expected_volume;
}
__decorate([
    ApiProperty({ example: 'Order confirmations and receipts for our web shop' }),
    trimmed,
    IsString({ message: 'use_case is required' }),
    MinLength(10, { message: 'use_case must tell in at least 10 characters what you send' }),
    MaxLength(2000, { message: 'use_case must be at most 2000 characters' }),
    __metadata("design:type", String)
], ProductionAccessRequestDto.prototype, "use_case", void 0);
__decorate([
    ApiProperty({ example: 5000, description: 'Messages a day' }),
    Type(() => Number),
    IsWholeNumberIn(1, 100_000_000, 'expected_volume must be a whole number of messages a day, from 1 to 100000000'),
    __metadata("design:type", Number)
], ProductionAccessRequestDto.prototype, "expected_volume", void 0);
/** POST /api/admin/production-access/{userId}/grant and /decline. */
export class ProductionAccessDecisionDto {
    note;
}
__decorate([
    ApiProperty({ example: 'Transactional mail of a known shop' }),
    trimmed,
    IsString({ message: 'note is required' }),
    MinLength(1, { message: 'note is required' }),
    MaxLength(1000, { message: 'note must be at most 1000 characters' }),
    __metadata("design:type", String)
], ProductionAccessDecisionDto.prototype, "note", void 0);
export class ProductionAccessQueueQueryDto extends PageQueryDto {
    status;
}
__decorate([
    ApiPropertyOptional({ enum: PRODUCTION_ACCESS_REQUEST_STATUSES }),
    IsOptional(),
    IsIn(PRODUCTION_ACCESS_REQUEST_STATUSES, { message: `status must be one of: ${PRODUCTION_ACCESS_REQUEST_STATUSES.join(', ')}` }),
    __metadata("design:type", String)
], ProductionAccessQueueQueryDto.prototype, "status", void 0);
//# sourceMappingURL=production-access.dtos.js.map