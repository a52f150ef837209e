import { PickType } from '@nestjs/swagger';
import { UpdateType } from '../../common/update-type.js';
import { CreatePlanDefinitionDto } from './create-plan-definition.dto.js';
/** plan_code and plan_category are fixed: user plans and domains hold copies of them. */
export class UpdatePlanDefinitionDto extends UpdateType(PickType(CreatePlanDefinitionDto, ['name', 'ip_allocation', 'daily_limit', 'status'])) {
}
//# sourceMappingURL=update-plan-definition.dto.js.map