import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ACTIVE_STATUSES, type ActiveStatus, type PlanDefinitionListQuery } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class PlanDefinitionListQueryDto extends PageQueryDto implements PlanDefinitionListQuery {
  @ApiPropertyOptional({ enum: ACTIVE_STATUSES })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;
}
