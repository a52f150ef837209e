import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ACTIVE_STATUSES,
  type ActiveStatus,
  type CreateSmtpCredentialRequest,
  type SmtpCredentialListQuery,
  type UpdateSmtpCredentialRequest,
} from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

const MAX_QUOTA = 100_000_000;

export class CreateSmtpCredentialDto implements CreateSmtpCredentialRequest {
  @ApiProperty({ example: 'app@mail.example.com', description: 'The SMTP user name: an address at one of your domains' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'email must be an address at one of your domains' })
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ default: 0, minimum: 0, description: 'Messages per day; 0 for no cap beyond your plan’s' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_QUOTA)
  quota?: number;
}

export class UpdateSmtpCredentialDto implements UpdateSmtpCredentialRequest {
  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, description: 'inactive: the credential is refused at AUTH until enabled again' })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_QUOTA)
  quota?: number;
}

export class SmtpCredentialListQueryDto extends PageQueryDto implements SmtpCredentialListQuery {
  @ApiPropertyOptional({ description: 'Part of the e-mail or domain' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  search?: string;
}
