import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { UpdateType } from '../../common/update-type.js';
import { IsIn, IsOptional } from 'class-validator';
import { ACTIVE_STATUSES, type ActiveStatus, type UpdateIpRequest } from '@platform/contracts';
import { AgentIpItemDto } from './agent-ip-item.dto.js';

export class UpdateIpDto extends UpdateType(PickType(AgentIpItemDto, ['helo'] as const)) implements UpdateIpRequest {
  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, description: 'inactive IPs are not sent from' })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;
}
