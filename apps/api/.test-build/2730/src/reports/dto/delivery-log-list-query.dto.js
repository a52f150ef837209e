var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import { BOUNCE_REASONS, LOG_STATUSES } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
export class DeliveryLogListQueryDto extends PageQueryDto {
    status;
    bounce_reason;
    domain;
    user_id;
    recipient;
}
__decorate([
    ApiPropertyOptional({ enum: LOG_STATUSES }),
    IsOptional(),
    IsIn(LOG_STATUSES),
    __metadata("design:type", String)
], DeliveryLogListQueryDto.prototype, "status", void 0);
__decorate([
    ApiPropertyOptional({ enum: BOUNCE_REASONS, description: 'Failures (bounced, deferred, failed) for this reason' }),
    IsOptional(),
    IsIn(BOUNCE_REASONS, { message: `bounce_reason must be one of ${BOUNCE_REASONS.join(', ')}` }),
    __metadata("design:type", String)
], DeliveryLogListQueryDto.prototype, "bounce_reason", void 0);
__decorate([
    ApiPropertyOptional({ example: 'example.com', description: "The sender's domain" }),
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsString(),
    MaxLength(253),
    __metadata("design:type", String)
], DeliveryLogListQueryDto.prototype, "domain", void 0);
__decorate([
    ApiPropertyOptional({ example: '65f000000000000000000001' }),
    IsOptional(),
    IsMongoId({ message: 'user_id must be a user id' }),
    __metadata("design:type", String)
], DeliveryLogListQueryDto.prototype, "user_id", void 0);
__decorate([
    ApiPropertyOptional({ example: 'ann@', description: 'Entries whose recipient starts with it (case-insensitive), by recipient, then newest first' }),
    IsOptional(),
    IsString(),
    MaxLength(254),
    __metadata("design:type", String)
], DeliveryLogListQueryDto.prototype, "recipient", void 0);
//# sourceMappingURL=delivery-log-list-query.dto.js.map