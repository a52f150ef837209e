import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  ACTIVE_STATUSES,
  PLAN_CATEGORIES,
  type ActiveStatus,
  type CreatePlanDefinitionRequest,
  type PlanCategory,
} from '@platform/contracts';

/** More sending IPs than any one plan could sensibly hand out; guards against typos like 1000. */
const MAX_IP_ALLOCATION = 256;
const MAX_DAILY_LIMIT = 100_000_000;

export class CreatePlanDefinitionDto implements CreatePlanDefinitionRequest {
  @ApiProperty({ example: 'agent-dedicated', description: 'Lower-case letters, digits, - and _' })
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9_-]*$/, { message: 'plan_code must be lower-case letters, digits, - or _' })
  @MaxLength(64)
  plan_code: string;

  @ApiProperty({ enum: PLAN_CATEGORIES, example: 'agent' })
  @IsIn(PLAN_CATEGORIES)
  plan_category: PlanCategory;

  @ApiProperty({ example: 'Agent (dedicated IP)' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_IP_ALLOCATION, description: 'Sending IPs a user of this plan gets; 0 for shared' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_IP_ALLOCATION)
  ip_allocation?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_DAILY_LIMIT, example: 1000, description: 'Messages per day for an account on this plan; 0 for no cap' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_DAILY_LIMIT)
  daily_limit?: number;

  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, default: 'active' })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;
}
