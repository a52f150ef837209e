import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import {
  AGENT_DELIVERY_OUTCOMES,
  AGENT_RELEASE_MAX,
  AGENT_RESULT_BATCH_MAX,
  DELIVERY_TLS_FAILURE_MAX_LENGTH,
  MTA_STS_MODES,
  type DeliveryTls,
  type MtaStsMode,
  type AgentDeliveryOutcome,
  type AgentHeartbeatRequest,
  type AgentLeaseRequest,
  type AgentReleaseRequest,
  type AgentResultBatchRequest,
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

export class DeliveryTlsDto implements DeliveryTls {
  @ApiProperty({ type: String, nullable: true, example: 'TLSv1.3', description: 'The TLS version negotiated; null when the session was not encrypted' })
  @ValidateIf((tls: DeliveryTls) => tls.version !== null)
  @IsString()
  @Matches(/^[A-Za-z0-9.]{1,16}$/, { message: 'version must be a TLS version name such as TLSv1.3' })
  version: string | null;

  @ApiProperty({ description: "The MX host's certificate verified for its name" })
  @IsBoolean()
  verified: boolean;

  @ApiProperty({ enum: MTA_STS_MODES, description: "The recipient domain's MTA-STS mode applied" })
  @IsIn(MTA_STS_MODES)
  mta_sts: MtaStsMode;

  @ApiProperty({ required: false, description: 'What MTA-STS found wrong (enforce: why deferred; testing: what enforce would have refused)' })
  @IsOptional()
  @IsString()
  @MaxLength(DELIVERY_TLS_FAILURE_MAX_LENGTH)
  mta_sts_failure?: string;
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

  @ApiProperty({ type: DeliveryTlsDto, required: false, description: 'How the session that gave this result was protected (agents before it send none)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeliveryTlsDto)
  tls?: DeliveryTlsDto;
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

export class AgentResultBatchDto implements AgentResultBatchRequest {
  @ApiProperty({ type: [AgentResultDto], minItems: 1, maxItems: AGENT_RESULT_BATCH_MAX, description: 'Each as the body of POST results' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(AGENT_RESULT_BATCH_MAX)
  @ValidateNested({ each: true })
  @Type(() => AgentResultDto)
  results: AgentResultDto[];
}

export class AgentReleaseDto implements AgentReleaseRequest {
  @ApiProperty({ type: [String], description: 'Lease tokens of deliveries the agent gives back unfinished' })
  @IsArray()
  @ArrayMaxSize(AGENT_RELEASE_MAX)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  lease_tokens: string[];
}
