var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AGENT_STATUSES } from '@platform/contracts';
import { CreateAgentDto } from './create-agent.dto.js';
/** agent_id and hostname are fixed after create: sending them is a 400. */
export class UpdateAgentDto extends PartialType(PickType(CreateAgentDto, ['agent_type', 'owner_user_id'])) {
    status;
}
__decorate([
    ApiPropertyOptional({ enum: AGENT_STATUSES, description: 'offline drains the agent; online lets it take deliveries again' }),
    IsOptional(),
    IsIn(AGENT_STATUSES),
    __metadata("design:type", String)
], UpdateAgentDto.prototype, "status", void 0);
//# sourceMappingURL=update-agent.dto.js.map