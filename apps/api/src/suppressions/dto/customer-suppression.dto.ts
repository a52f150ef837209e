import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import type { CreateSuppressionRequest, CustomerSuppressionListQuery } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class CreateSuppressionDto implements CreateSuppressionRequest {
  @ApiProperty({ example: 'grace@example.org' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'address must be an e-mail address' })
  @MaxLength(254)
  address: string;

  @ApiPropertyOptional({ example: 'Asked to be removed', default: 'Added by the account' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

/** No user_id here: a customer's list is always their own. */
export class CustomerSuppressionListQueryDto extends PageQueryDto implements CustomerSuppressionListQuery {
  @ApiPropertyOptional({ description: 'Part of the address' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  search?: string;
}
