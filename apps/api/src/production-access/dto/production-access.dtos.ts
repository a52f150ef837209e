import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  PRODUCTION_ACCESS_DEFAULTS,
  PRODUCTION_ACCESS_LIMITS,
  PRODUCTION_ACCESS_REQUEST_STATUSES,
  type ProductionAccessDecisionInput,
  type ProductionAccessQueueQuery,
  type ProductionAccessRequestInput,
  type ProductionAccessRequestStatus,
  type ProductionAccessSettings,
} from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
import { IsWholeNumberIn } from '../../common/whole-number-in.validator.js';

type WholeField = keyof typeof PRODUCTION_ACCESS_LIMITS;

/** A whole number within its PRODUCTION_ACCESS_LIMITS range, with the field's message. */
function WholeNumber(field: WholeField): PropertyDecorator {
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
export class ProductionAccessSettingsDto implements ProductionAccessSettings {
  @ApiProperty({ example: false })
  @IsBoolean({ message: 'admin_created_sandboxed must be true or false' })
  admin_created_sandboxed: boolean;

  @WholeNumber('daily_limit')
  daily_limit: number;

  @WholeNumber('per_second')
  per_second: number;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'auto_grant must be true or false' })
  auto_grant: boolean;

  @WholeNumber('auto_grant_min_sent')
  auto_grant_min_sent: number;

  @WholeNumber('auto_grant_min_days')
  auto_grant_min_days: number;
}

/** POST /api/v1/production-access/request. */
export class ProductionAccessRequestDto implements ProductionAccessRequestInput {
  @ApiProperty({ example: 'Order confirmations and receipts for our web shop' })
  @trimmed
  @IsString({ message: 'use_case is required' })
  @MinLength(10, { message: 'use_case must tell in at least 10 characters what you send' })
  @MaxLength(2000, { message: 'use_case must be at most 2000 characters' })
  use_case: string;

  @ApiProperty({ example: 5000, description: 'Messages a day' })
  @Type(() => Number)
  @IsWholeNumberIn(1, 100_000_000, 'expected_volume must be a whole number of messages a day, from 1 to 100000000')
  expected_volume: number;
}

/** POST /api/admin/production-access/{userId}/grant and /decline. */
export class ProductionAccessDecisionDto implements ProductionAccessDecisionInput {
  @ApiProperty({ example: 'Transactional mail of a known shop' })
  @trimmed
  @IsString({ message: 'note is required' })
  @MinLength(1, { message: 'note is required' })
  @MaxLength(1000, { message: 'note must be at most 1000 characters' })
  note: string;
}

export class ProductionAccessQueueQueryDto extends PageQueryDto implements ProductionAccessQueueQuery {
  @ApiPropertyOptional({ enum: PRODUCTION_ACCESS_REQUEST_STATUSES })
  @IsOptional()
  @IsIn(PRODUCTION_ACCESS_REQUEST_STATUSES, { message: `status must be one of: ${PRODUCTION_ACCESS_REQUEST_STATUSES.join(', ')}` })
  status?: ProductionAccessRequestStatus;
}
