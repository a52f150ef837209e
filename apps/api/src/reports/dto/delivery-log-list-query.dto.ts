import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import { BOUNCE_REASONS, LOG_STATUSES, type BounceReason, type DeliveryLogListQuery, type LogStatus } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class DeliveryLogListQueryDto extends PageQueryDto implements DeliveryLogListQuery {
  @ApiPropertyOptional({ enum: LOG_STATUSES })
  @IsOptional()
  @IsIn(LOG_STATUSES)
  status?: LogStatus;

  @ApiPropertyOptional({ enum: BOUNCE_REASONS, description: 'Failures (bounced, deferred, failed) for this reason' })
  @IsOptional()
  @IsIn(BOUNCE_REASONS, { message: `bounce_reason must be one of ${BOUNCE_REASONS.join(', ')}` })
  bounce_reason?: BounceReason;

  @ApiPropertyOptional({ example: 'example.com', description: "The sender's domain" })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @MaxLength(253)
  domain?: string;

  @ApiPropertyOptional({ example: '65f000000000000000000001' })
  @IsOptional()
  @IsMongoId({ message: 'user_id must be a user id' })
  user_id?: string;

  @ApiPropertyOptional({ example: 'ann@', description: 'Entries whose recipient starts with it (case-insensitive), by recipient, then newest first' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  recipient?: string;
}
