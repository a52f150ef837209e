import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '@platform/contracts';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString({ message: 'email is required' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ writeOnly: true })
  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(256)
  password: string;
}
