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
import { IsInt, Max, Min } from 'class-validator';
import { LOG_RETENTION_DAYS } from '@platform/contracts';
const RANGE_MESSAGE = `days must be a whole number from ${LOG_RETENTION_DAYS.min} to ${LOG_RETENTION_DAYS.max}`;
export class UpdateLogRetentionDto {
    days;
}
__decorate([
    ApiProperty({ example: LOG_RETENTION_DAYS.default, minimum: LOG_RETENTION_DAYS.min, maximum: LOG_RETENTION_DAYS.max }),
    Type(() => Number),
    IsInt({ message: RANGE_MESSAGE }),
    Min(LOG_RETENTION_DAYS.min, { message: RANGE_MESSAGE }),
    Max(LOG_RETENTION_DAYS.max, { message: RANGE_MESSAGE }),
    __metadata("design:type", Number)
], UpdateLogRetentionDto.prototype, "days", void 0);
//# sourceMappingURL=update-log-retention.dto.js.map