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
import { IsOptional, ValidateBy, isISO8601 } from 'class-validator';
/** An ISO 8601 date or date-time that names a real instant (not a week or ordinal date). */
export function IsReportDate(validationOptions) {
    return ValidateBy({
        name: 'isReportDate',
        validator: {
            validate: (value) => typeof value === 'string' && isISO8601(value, { strict: true }) && !Number.isNaN(Date.parse(value)),
        },
    }, validationOptions);
}
export class ReportSummaryQueryDto {
    date_from;
    date_to;
}
__decorate([
    ApiPropertyOptional({ example: '2024-03-01T00:00:00.000Z', description: 'Start of the range; default: start of the UTC day 6 days before date_to' }),
    IsOptional(),
    IsReportDate({ message: 'date_from must be an ISO 8601 date' }),
    __metadata("design:type", String)
], ReportSummaryQueryDto.prototype, "date_from", void 0);
__decorate([
    ApiPropertyOptional({ example: '2024-03-07T23:59:59.999Z', description: 'End of the range; default: now. A date alone means the end of that UTC day' }),
    IsOptional(),
    IsReportDate({ message: 'date_to must be an ISO 8601 date' }),
    __metadata("design:type", String)
], ReportSummaryQueryDto.prototype, "date_to", void 0);
//# sourceMappingURL=report-summary-query.dto.js.map