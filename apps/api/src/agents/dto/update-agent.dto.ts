import { ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AGENT_STATUSES, type AgentStatus, type UpdateAgentRequest } from '@platform/contracts';
import { CreateAgentDto } from './create-agent.dto.js';

/** agent_id and hostname are fixed after create: sending them is a 400. */
export class UpdateAgentDto
  extends PartialType(PickType(CreateAgentDto, ['agent_type', 'owner_user_id'] as const))
  implements UpdateAgentRequest
{
  @ApiPropertyOptional({ enum: AGENT_STATUSES, description: 'offline drains the agent; online lets it take deliveries again' })
  @IsOptional()
  @IsIn(AGENT_STATUSES)
  status?: AgentStatus;
}
