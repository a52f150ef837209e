import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsMongoId, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope, type CreateApiKeyRequest } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class CreateApiKeyDto implements CreateApiKeyRequest {
  @ApiProperty({ example: 'Newsletter server' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({ enum: API_KEY_SCOPES, default: 'full', description: 'sending: only POST /api/v1/messages' })
  @IsOptional()
  @IsIn(API_KEY_SCOPES)
  scope?: ApiKeyScope;

  @ApiPropertyOptional({ example: '65f1c0ffee0000000000abcd', nullable: true, description: 'Limit the key to one of your domains' })
  @IsOptional()
  @IsMongoId({ message: 'domain_id must be the id of one of your domains' })
  domain_id?: string | null;
}

export class ApiKeyListQueryDto extends PageQueryDto {}
