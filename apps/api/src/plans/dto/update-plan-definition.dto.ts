import { PartialType, PickType } from '@nestjs/swagger';
import type { UpdatePlanDefinitionRequest } from '@platform/contracts';
import { CreatePlanDefinitionDto } from './create-plan-definition.dto.js';

/** plan_code and plan_category are fixed: user plans and domains hold copies of them. */
export class UpdatePlanDefinitionDto
  extends PartialType(PickType(CreatePlanDefinitionDto, ['name', 'ip_allocation', 'daily_limit', 'status'] as const))
  implements UpdatePlanDefinitionRequest {}
