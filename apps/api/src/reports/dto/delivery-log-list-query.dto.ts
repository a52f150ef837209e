import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import { LOG_STATUSES, type DeliveryLogListQuery, type LogStatus } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class DeliveryLogListQueryDto extends PageQueryDto implements DeliveryLogListQuery {
  @ApiPropertyOptional({ enum: LOG_STATUSES })
  @IsOptional()
  @IsIn(LOG_STATUSES)
  status?: LogStatus;

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
