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
import { IsMongoId, IsNotEmpty, IsString, MaxLength } from 'class-validator';
export class CreateUserPlanDto {
    user_id;
    plan_code;
}
__decorate([
    ApiProperty({ example: '65f1c0ffee0000000000abcd', description: 'The user who gets the plan' }),
    IsMongoId({ message: 'user_id must be the id of a user' }),
    __metadata("design:type", String)
], CreateUserPlanDto.prototype, "user_id", void 0);
__decorate([
    ApiProperty({ example: 'starter', description: 'plan_code of an active plan definition' }),
    IsString(),
    IsNotEmpty({ message: 'plan_code is required' }),
    MaxLength(64),
    __metadata("design:type", String)
], CreateUserPlanDto.prototype, "plan_code", void 0);
//# sourceMappingURL=create-user-plan.dto.js.map