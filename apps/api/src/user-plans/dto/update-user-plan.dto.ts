import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ACTIVE_STATUSES, type ActiveStatus, type UpdateUserPlanRequest } from '@platform/contracts';

/** Only the status changes: a different plan is a new user plan. */
export class UpdateUserPlanDto implements UpdateUserPlanRequest {
  @ApiProperty({ enum: ACTIVE_STATUSES })
  @IsIn(ACTIVE_STATUSES)
  status: ActiveStatus;
}
