import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import type { SignupRequest } from '@platform/contracts';
import { MIN_PASSWORD_LENGTH } from '../../users/dto/create-user.dto.js';

/** Names are trimmed first, so a name of only spaces counts as missing. */
const Trimmed = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Signing up creates a client user; role and status are not the visitor's to choose. */
export class SignupDto implements SignupRequest {
  @ApiProperty({ example: 'Ada' })
  @Trimmed()
  @IsString({ message: 'firstName is required' })
  @IsNotEmpty({ message: 'firstName is required' })
  @MaxLength(100)
  firstName: string;

  @ApiProperty({ example: 'Lovelace' })
  @Trimmed()
  @IsString({ message: 'lastName is required' })
  @IsNotEmpty({ message: 'lastName is required' })
  @MaxLength(100)
  lastName: string;

  @ApiProperty({ example: 'ada@example.com' })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true })
  @IsString({ message: 'password is required' })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  @MaxLength(256)
  password: string;
}
