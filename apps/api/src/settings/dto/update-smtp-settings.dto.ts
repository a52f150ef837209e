import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { UpdateSmtpSettingsRequest } from '@platform/contracts';
import { IsHostnameOrIp, IsSenderAddress } from './smtp-settings.validators.js';

export class UpdateSmtpSettingsDto implements UpdateSmtpSettingsRequest {
  @ApiProperty({ example: 'smtp.example.com', description: 'Host name or IP address of the SMTP server' })
  @IsHostnameOrIp()
  host: string;

  @ApiProperty({ example: 587, minimum: 1, maximum: 65535 })
  @Type(() => Number)
  @IsInt({ message: 'port must be a whole number' })
  @Min(1, { message: 'port must be from 1 to 65535' })
  @Max(65535, { message: 'port must be from 1 to 65535' })
  port: number;

  @ApiPropertyOptional({
    example: 'mailer@example.com',
    description:
      'Empty for a server without authentication. With a username, the username and password are sent only over TLS ' +
      '(secure, or STARTTLS): a server that offers neither gets no mail.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  username?: string;

  @ApiPropertyOptional({ description: 'Empty or missing keeps the stored password', writeOnly: true })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  @ApiPropertyOptional({ default: false, description: 'true: TLS from the first byte (port 465); false: STARTTLS when offered, and required when a username is set' })
  @IsOptional()
  @IsBoolean()
  secure?: boolean;

  @ApiProperty({ example: 'Platform <no-reply@example.com>' })
  @IsSenderAddress()
  from: string;
}
