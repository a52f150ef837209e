var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ACTIVE_STATUSES } from '@platform/contracts';
/** Only the status changes: a different plan is a new user plan. */
export class UpdateUserPlanDto {
    status;
}
__decorate([
    ApiProperty({ enum: ACTIVE_STATUSES }),
    IsIn(ACTIVE_STATUSES),
    __metadata("design:type", String)
], UpdateUserPlanDto.prototype, "status", void 0);
//# sourceMappingURL=update-user-plan.dto.js.map