import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsFQDN, IsIn, IsInt, IsMongoId, IsOptional, MaxLength, Min } from 'class-validator';
import {
  ACTIVE_STATUSES,
  SMTP_ACCOUNT_DEFAULTS,
  type ActiveStatus,
  type CreateSmtpAccountRequest,
} from '@platform/contracts';

const trimmedLowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class CreateSmtpAccountDto implements CreateSmtpAccountRequest {
  @ApiProperty({ example: 'news@example.com', description: 'The SMTP user name; an address at `domain`' })
  @Transform(trimmedLowerCase)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'example.com', description: "One of the user's domains" })
  @Transform(trimmedLowerCase)
  @IsFQDN({ require_tld: true }, { message: 'domain must be a valid domain name' })
  @MaxLength(253)
  domain: string;

  @ApiProperty({ example: '65f000000000000000000001' })
  @IsMongoId({ message: 'user_id must be a user id' })
  user_id: string;

  @ApiPropertyOptional({ minimum: 0, default: SMTP_ACCOUNT_DEFAULTS.quota, description: 'Messages per day; 0 means unlimited' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  quota?: number;

  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, default: SMTP_ACCOUNT_DEFAULTS.status })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;
}
