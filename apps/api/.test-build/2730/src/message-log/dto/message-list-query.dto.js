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
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BOUNCE_REASONS, MESSAGE_STATUSES } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
import { IsReportDate } from '../../reports/dto/report-summary-query.dto.js';
/** Any other parameter (a sort, a user_id...) is refused with 400 by the validation pipe. */
export class MessageListQueryDto extends PageQueryDto {
    recipient;
    subject;
    status;
    bounce_reason;
    date_from;
    date_to;
}
__decorate([
    ApiPropertyOptional({ example: 'ada@example.org', description: 'Part of a recipient address' }),
    IsOptional(),
    IsString(),
    MaxLength(254),
    __metadata("design:type", String)
], MessageListQueryDto.prototype, "recipient", void 0);
__decorate([
    ApiPropertyOptional({ example: 'Invoice', description: 'Part of the subject' }),
    IsOptional(),
    IsString(),
    MaxLength(200),
    __metadata("design:type", String)
], MessageListQueryDto.prototype, "subject", void 0);
__decorate([
    ApiPropertyOptional({ enum: MESSAGE_STATUSES }),
    IsOptional(),
    IsIn(MESSAGE_STATUSES),
    __metadata("design:type", String)
], MessageListQueryDto.prototype, "status", void 0);
__decorate([
    ApiPropertyOptional({ enum: BOUNCE_REASONS, description: 'Messages with a recipient that failed (bounced, deferred, failed) for this reason' }),
    IsOptional(),
    IsIn(BOUNCE_REASONS, { message: `bounce_reason must be one of ${BOUNCE_REASONS.join(', ')}` }),
    __metadata("design:type", String)
], MessageListQueryDto.prototype, "bounce_reason", void 0);
__decorate([
    ApiPropertyOptional({ example: '2026-05-01', description: 'From this instant (a date alone: its start, UTC)' }),
    IsOptional(),
    IsReportDate({ message: 'date_from must be an ISO 8601 date' }),
    __metadata("design:type", String)
], MessageListQueryDto.prototype, "date_from", void 0);
__decorate([
    ApiPropertyOptional({ example: '2026-05-31', description: 'Until this instant (a date alone: the end of that UTC day)' }),
    IsOptional(),
    IsReportDate({ message: 'date_to must be an ISO 8601 date' }),
    __metadata("design:type", String)
], MessageListQueryDto.prototype, "date_to", void 0);
//# sourceMappingURL=message-list-query.dto.js.map