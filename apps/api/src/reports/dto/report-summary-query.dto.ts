import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy, isISO8601, type ValidationOptions } from 'class-validator';
import type { ReportSummaryQuery } from '@platform/contracts';

/** An ISO 8601 date or date-time that names a real instant (not a week or ordinal date). */
export function IsReportDate(validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isReportDate',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && isISO8601(value, { strict: true }) && !Number.isNaN(Date.parse(value)),
      },
    },
    validationOptions,
  );
}

export class ReportSummaryQueryDto implements ReportSummaryQuery {
  @ApiPropertyOptional({ example: '2024-03-01T00:00:00.000Z', description: 'Start of the range; default: start of the UTC day 6 days before date_to' })
  @IsOptional()
  @IsReportDate({ message: 'date_from must be an ISO 8601 date' })
  date_from?: string;

  @ApiPropertyOptional({ example: '2024-03-07T23:59:59.999Z', description: 'End of the range; default: now. A date alone means the end of that UTC day' })
  @IsOptional()
  @IsReportDate({ message: 'date_to must be an ISO 8601 date' })
  date_to?: string;
}
