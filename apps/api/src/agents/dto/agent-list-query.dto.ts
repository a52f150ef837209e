import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsMongoId, IsOptional } from 'class-validator';
import { AGENT_STATUSES, AGENT_TYPES, type AgentListQuery, type AgentStatus, type AgentType } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class AgentListQueryDto extends PageQueryDto implements AgentListQuery {
  @ApiPropertyOptional({ enum: AGENT_STATUSES })
  @IsOptional()
  @IsIn(AGENT_STATUSES)
  status?: AgentStatus;

  @ApiPropertyOptional({ enum: AGENT_TYPES })
  @IsOptional()
  @IsIn(AGENT_TYPES)
  agent_type?: AgentType;

  @ApiPropertyOptional({ example: '65f000000000000000000001' })
  @IsOptional()
  @IsMongoId({ message: 'owner_user_id must be a user id' })
  owner_user_id?: string;
}
