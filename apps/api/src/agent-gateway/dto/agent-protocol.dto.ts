import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  AGENT_DELIVERY_OUTCOMES,
  AGENT_RELEASE_MAX,
  type AgentDeliveryOutcome,
  type AgentHeartbeatRequest,
  type AgentLeaseRequest,
  type AgentReleaseRequest,
  type AgentResultRequest,
} from '@platform/contracts';

/** Longest recipient address and server reply in a delivery result (they bound its body size too). */
export const RESULT_ADDRESS_MAX_LENGTH = 320;
export const RESULT_RESPONSE_MAX_LENGTH = 2000;

export class AgentHeartbeatDto implements AgentHeartbeatRequest {
  @ApiProperty({ example: 'mta1.example.net' })
  @IsString()
  @MaxLength(253)
  hostname: string;

  @ApiProperty({ type: [String], example: ['192.0.2.10'] })
  @IsArray()
  @ArrayMaxSize(1024)
  @IsString({ each: true })
  ips: string[];
}

export class AgentLeaseDto implements AgentLeaseRequest {
  @ApiProperty({ minimum: 1, maximum: 100 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  max: number;
}

export class AgentRecipientResultDto {
  @ApiProperty()
  @IsString()
  @MaxLength(RESULT_ADDRESS_MAX_LENGTH)
  address: string;

  @ApiProperty({ enum: AGENT_DELIVERY_OUTCOMES })
  @IsIn(AGENT_DELIVERY_OUTCOMES)
  outcome: AgentDeliveryOutcome;

  @ApiProperty({ description: "The recipient server's reply, or why none came" })
  @IsString()
  @MaxLength(RESULT_RESPONSE_MAX_LENGTH)
  response: string;
}

export class AgentResultDto implements AgentResultRequest {
  @ApiProperty()
  @IsString()
  @MaxLength(100)
  lease_token: string;

  @ApiProperty()
  @IsString()
  @MaxLength(64)
  source_ip: string;

  @ApiProperty({ type: [AgentRecipientResultDto] })
  @IsArray()
  @ArrayMaxSize(10_000)
  @ValidateNested({ each: true })
  @Type(() => AgentRecipientResultDto)
  results: AgentRecipientResultDto[];

  @ApiProperty({ required: false, description: "Replayed from the agent's journal after a restart: settles the delivery even when the lease has run out or was taken over" })
  @IsOptional()
  @IsBoolean()
  journaled?: boolean;

  @ApiProperty({ required: false, description: 'The destination (traffic shaping) of the recipient domain, when the agent found its MX hosts' })
  @IsOptional()
  @IsString()
  @MaxLength(253)
  destination?: string;
}

export class AgentReleaseDto implements AgentReleaseRequest {
  @ApiProperty({ type: [String], description: 'Lease tokens of deliveries the agent gives back unfinished' })
  @IsArray()
  @ArrayMaxSize(AGENT_RELEASE_MAX)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  lease_tokens: string[];
}
