import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  isFQDN,
  isIP,
  type ValidationOptions,
} from 'class-validator';
import {
  ACTIVE_STATUSES,
  RELAY_DEFAULTS,
  type ActiveStatus,
  type CreateRelayRequest,
  type RelayDkimRecord,
} from '@platform/contracts';

/** A relay is reached by host name (a single label such as "localhost" included) or by IP address. */
function IsHostNameOrIp(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isHostNameOrIp',
      validator: {
        validate: (value) =>
          typeof value === 'string' && (isIP(value) || isFQDN(value, { require_tld: false, allow_numeric_tld: true })),
        defaultMessage: () => '$property must be a host name or an IP address',
      },
    },
    options,
  );
}

export class RelayDkimRecordDto implements Partial<RelayDkimRecord> {
  @ApiPropertyOptional({ example: 'relay1' })
  @IsOptional()
  @IsString()
  @Matches(/^$|^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$/i, { message: 'dkim_record.selector must be a DNS label' })
  @MaxLength(63)
  selector?: string;

  @ApiPropertyOptional({ description: 'The public key, base64 (with or without PEM lines)' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  public_key?: string;
}

export class CreateRelayDto implements CreateRelayRequest {
  @ApiProperty({ example: 'offshore-1' })
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100)
  name: string;

  @ApiProperty({ example: 'smtp.relay.example' })
  @IsHostNameOrIp()
  @MaxLength(253)
  smtp_host: string;

  @ApiPropertyOptional({ default: RELAY_DEFAULTS.smtp_port, minimum: 1, maximum: 65535 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  smtp_port?: number;

  @ApiPropertyOptional({ example: 'relay-user' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  smtp_user?: string;

  @ApiPropertyOptional({ description: 'Stored encrypted and never returned; empty or missing on PATCH keeps the stored one' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  smtp_pass?: string;

  @ApiPropertyOptional({
    default: RELAY_DEFAULTS.allow_insecure_auth,
    description:
      'Whether smtp_user and smtp_pass may be sent to a relay that offers no TLS (no STARTTLS, not port 465). ' +
      'Off: a relay without TLS gets no credentials and its deliveries are deferred. Turn on only for a relay reached over a trusted network.',
  })
  @IsOptional()
  @IsBoolean()
  allow_insecure_auth?: boolean;

  @ApiPropertyOptional({ example: 'v=spf1 include:_spf.relay.example ~all', description: 'A whole SPF record, or the host its domains include' })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  @Matches(/^$|^v=spf1(\s.*)?$|^[a-z0-9_]([a-z0-9._-]*[a-z0-9])?$/i, {
    message: 'spf_record must be an SPF record (v=spf1 ...) or the host name to include',
  })
  spf_record?: string;

  @ApiPropertyOptional({ type: RelayDkimRecordDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RelayDkimRecordDto)
  dkim_record?: RelayDkimRecordDto;

  @ApiPropertyOptional({ example: 'v=DMARC1; p=quarantine' })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  @Matches(/^$|^v=DMARC1(;.*)?$/i, { message: 'dmarc_record must be a DMARC record (v=DMARC1; ...)' })
  dmarc_record?: string;

  @ApiPropertyOptional({ default: RELAY_DEFAULTS.max_domains, minimum: 0, description: 'Domains the relay may serve; 0 for no limit' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  max_domains?: number;

  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, default: RELAY_DEFAULTS.status })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;
}
