import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import {
  ACTIVE_STATUSES,
  PLAN_TYPES,
  USER_DEFAULTS,
  USER_ROLES,
  type ActiveStatus,
  type CreateUserRequest,
  type PlanType,
  type UserRole,
} from '@platform/contracts';

export const MIN_PASSWORD_LENGTH = 8;

export class CreateUserDto implements CreateUserRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  @MaxLength(256)
  password: string;

  @ApiPropertyOptional({ example: 'Ada' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Lovelace' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string;

  @ApiPropertyOptional({ enum: USER_ROLES, default: USER_DEFAULTS.role })
  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;

  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, default: USER_DEFAULTS.status })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;

  @ApiPropertyOptional({ minimum: 0, default: USER_DEFAULTS.domain_limit })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  domain_limit?: number;

  @ApiPropertyOptional({ enum: PLAN_TYPES, default: USER_DEFAULTS.plan_type })
  @IsOptional()
  @IsIn(PLAN_TYPES)
  plan_type?: PlanType;
}
