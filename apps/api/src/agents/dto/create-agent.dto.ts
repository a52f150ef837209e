import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsFQDN, IsIn, IsMongoId, IsOptional, Matches, MaxLength } from 'class-validator';
import { AGENT_DEFAULTS, AGENT_TYPES, type AgentType, type CreateAgentRequest } from '@platform/contracts';
import { NormalizeHostName } from './host-name.js';

/** Safe in URLs, file names and logs. */
export const AGENT_ID_PATTERN = /^[a-z0-9._-]{3,64}$/;

export class CreateAgentDto implements CreateAgentRequest {
  @ApiProperty({ example: 'edge-fra-1', pattern: AGENT_ID_PATTERN.source })
  @Matches(AGENT_ID_PATTERN, { message: 'agent_id must be 3 to 64 characters from a-z, 0-9, ".", "_" and "-"' })
  agent_id: string;

  @ApiProperty({ example: 'mta1.example.net' })
  @NormalizeHostName()
  @IsFQDN({ require_tld: false }, { message: 'hostname must be a valid host name' })
  @MaxLength(253)
  hostname: string;

  @ApiPropertyOptional({ enum: AGENT_TYPES, default: AGENT_DEFAULTS.agent_type })
  @IsOptional()
  @IsIn(AGENT_TYPES)
  agent_type?: AgentType;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '65f000000000000000000001',
    description: 'Required for customer agents (an existing user); empty for provider agents',
  })
  // A form's empty choice arrives as '': it means no owner.
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @IsMongoId({ message: 'owner_user_id must be a user id' })
  owner_user_id?: string | null;
}
