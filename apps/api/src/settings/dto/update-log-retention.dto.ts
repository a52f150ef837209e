import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { LOG_RETENTION_DAYS, type LogRetentionSettings } from '@platform/contracts';

const RANGE_MESSAGE = `days must be a whole number from ${LOG_RETENTION_DAYS.min} to ${LOG_RETENTION_DAYS.max}`;

export class UpdateLogRetentionDto implements LogRetentionSettings {
  @ApiProperty({ example: LOG_RETENTION_DAYS.default, minimum: LOG_RETENTION_DAYS.min, maximum: LOG_RETENTION_DAYS.max })
  @Type(() => Number)
  @IsInt({ message: RANGE_MESSAGE })
  @Min(LOG_RETENTION_DAYS.min, { message: RANGE_MESSAGE })
  @Max(LOG_RETENTION_DAYS.max, { message: RANGE_MESSAGE })
  days: number;
}
