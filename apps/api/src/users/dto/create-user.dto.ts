import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import {
  ACTIVE_STATUSES,
  PLAN_TYPES,
  USER_ROLES,
  type ActiveStatus,
  type CreateUserRequest,
  type PlanType,
  type UserRole,
} from '@platform/contracts';

export const MIN_PASSWORD_LENGTH = 8;

export class CreateUserDto implements CreateUserRequest {
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  @MaxLength(256)
  password: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string;

  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;

  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  domain_limit?: number;

  @IsOptional()
  @IsIn(PLAN_TYPES)
  plan_type?: PlanType;
}
