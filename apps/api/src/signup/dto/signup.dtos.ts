import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ConfirmEmailRequest, SignupSettings } from '@platform/contracts';

export class ConfirmEmailDto implements ConfirmEmailRequest {
  @ApiProperty({ description: 'The token from the link in the confirmation e-mail', example: 'cfm_Q2hhbmdlIG1lIQ…' })
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(200)
  token: string;
}

export class SignupSettingsDto implements SignupSettings {
  @ApiProperty({ example: false, description: 'New self-signed-up accounts wait for an admin before they can send' })
  @IsBoolean({ message: 'require_approval must be true or false' })
  require_approval: boolean;
}
