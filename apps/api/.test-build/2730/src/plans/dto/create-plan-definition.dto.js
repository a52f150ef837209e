var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ACTIVE_STATUSES, PLAN_CATEGORIES, } from '@platform/contracts';
/** More sending IPs than any one plan could sensibly hand out; guards against typos like 1000. */
const MAX_IP_ALLOCATION = 256;
const MAX_DAILY_LIMIT = 100_000_000;
export class CreatePlanDefinitionDto {
    plan_code;
    plan_category;
    name;
    ip_allocation;
    daily_limit;
    status;
}
__decorate([
    ApiProperty({ example: 'agent-dedicated', description: 'Lower-case letters, digits, - and _' }),
    IsString(),
    Matches(/^[a-z0-9][a-z0-9_-]*$/, { message: 'plan_code must be lower-case letters, digits, - or _' }),
    MaxLength(64),
    __metadata("design:type", String)
], CreatePlanDefinitionDto.prototype, "plan_code", void 0);
__decorate([
    ApiProperty({ enum: PLAN_CATEGORIES, example: 'agent' }),
    IsIn(PLAN_CATEGORIES),
    __metadata("design:type", String)
], CreatePlanDefinitionDto.prototype, "plan_category", void 0);
__decorate([
    ApiProperty({ example: 'Agent (dedicated IP)' }),
    IsString(),
    IsNotEmpty(),
    MaxLength(100),
    __metadata("design:type", String)
], CreatePlanDefinitionDto.prototype, "name", void 0);
__decorate([
    ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_IP_ALLOCATION, description: 'Sending IPs a user of this plan gets; 0 for shared' }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
    Max(MAX_IP_ALLOCATION),
    __metadata("design:type", Number)
], CreatePlanDefinitionDto.prototype, "ip_allocation", void 0);
__decorate([
    ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_DAILY_LIMIT, example: 1000, description: 'Messages per day for an account on this plan; 0 for no cap' }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
    Max(MAX_DAILY_LIMIT),
    __metadata("design:type", Number)
], CreatePlanDefinitionDto.prototype, "daily_limit", void 0);
__decorate([
    ApiPropertyOptional({ enum: ACTIVE_STATUSES, default: 'active' }),
    IsOptional(),
    IsIn(ACTIVE_STATUSES),
    __metadata("design:type", String)
], CreatePlanDefinitionDto.prototype, "status", void 0);
//# sourceMappingURL=create-plan-definition.dto.js.map