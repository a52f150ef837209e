import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import type { UpdateAgentIpsRequest } from '@platform/contracts';
import { AgentIpItemDto } from './agent-ip-item.dto.js';

export const MAX_IPS_PER_UPDATE = 1000;

export class UpdateAgentIpsDto implements UpdateAgentIpsRequest {
  @ApiProperty({ type: [AgentIpItemDto], description: "IPs of the agent with their HELO; IPs it does not have yet are added" })
  @IsArray()
  @ArrayMaxSize(MAX_IPS_PER_UPDATE)
  @ValidateNested({ each: true })
  @Type(() => AgentIpItemDto)
  items: AgentIpItemDto[];
}
