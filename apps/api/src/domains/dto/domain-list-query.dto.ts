import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import type { DomainListQuery } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class DomainListQueryDto extends PageQueryDto implements DomainListQuery {
  @ApiPropertyOptional({ description: 'Domains whose name starts with it (case-insensitive), listed by name' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: 'Only this user’s domains' })
  @IsOptional()
  @IsMongoId({ message: 'user_id must be the id of a user' })
  user_id?: string;
}
