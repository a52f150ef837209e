import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '@platform/contracts';
import { MIN_PASSWORD_LENGTH } from '../../users/dto/create-user.dto.js';

export class PasswordResetDto implements PasswordResetRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;
}

export class PasswordResetConfirmDto implements PasswordResetConfirmRequest {
  @ApiProperty({ description: 'The token from the link in the reset e-mail' })
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(200)
  token: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true })
  @IsString({ message: 'password is required' })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  @MaxLength(256)
  password: string;
}
