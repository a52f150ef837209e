import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import type { SuppressionListQuery } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class SuppressionListQueryDto extends PageQueryDto implements SuppressionListQuery {
  @ApiPropertyOptional({ description: 'Only this user' })
  @IsOptional()
  @IsMongoId({ message: 'user_id must be a valid id' })
  user_id?: string;

  @ApiPropertyOptional({ description: 'Part of the address' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  search?: string;
}
