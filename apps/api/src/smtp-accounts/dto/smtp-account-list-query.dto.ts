import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import type { SmtpAccountListQuery } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class SmtpAccountListQueryDto extends PageQueryDto implements SmtpAccountListQuery {
  @ApiPropertyOptional({ description: 'Matches e-mail or domain (case-insensitive, literal)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ example: '65f000000000000000000001' })
  @IsOptional()
  @IsMongoId({ message: 'user_id must be a user id' })
  user_id?: string;
}
