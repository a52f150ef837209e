import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsMongoId, IsOptional } from 'class-validator';
import { ACTIVE_STATUSES, type ActiveStatus, type UserPlanListQuery } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class UserPlanListQueryDto extends PageQueryDto implements UserPlanListQuery {
  @ApiPropertyOptional({ description: 'Only this user’s plans' })
  @IsOptional()
  @IsMongoId({ message: 'user_id must be the id of a user' })
  user_id?: string;

  @ApiPropertyOptional({ enum: ACTIVE_STATUSES })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;
}
