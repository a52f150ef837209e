import { ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ACTIVE_STATUSES, type ActiveStatus, type UpdateIpRequest } from '@platform/contracts';
import { AgentIpItemDto } from './agent-ip-item.dto.js';

export class UpdateIpDto extends PartialType(PickType(AgentIpItemDto, ['helo'] as const)) implements UpdateIpRequest {
  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, description: 'inactive IPs are not sent from' })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;
}
