import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { ChangePasswordRequest, UpdateProfileRequest } from '@platform/contracts';
import { MIN_PASSWORD_LENGTH } from '../../users/dto/create-user.dto.js';

const Trimmed = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ example: 'Ada' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @IsNotEmpty({ message: 'firstName must not be empty' })
  @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Lovelace' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @IsNotEmpty({ message: 'lastName must not be empty' })
  @MaxLength(100)
  lastName?: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({ writeOnly: true })
  @IsString({ message: 'current_password is required' })
  @IsNotEmpty({ message: 'current_password is required' })
  @MaxLength(256)
  current_password: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true })
  @IsString({ message: 'new_password is required' })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `new_password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  @MaxLength(256)
  new_password: string;
}
