import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { RelayListQuery } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class RelayListQueryDto extends PageQueryDto implements RelayListQuery {
  @ApiPropertyOptional({ description: 'Matches the name or the SMTP host' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
