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
import { IsEmail, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { ACTIVE_STATUSES, PLAN_TYPES, USER_DEFAULTS, USER_ROLES, } from '@platform/contracts';
export const MIN_PASSWORD_LENGTH = 8;
export class CreateUserDto {
    email;
    password;
    firstName;
    lastName;
    role;
    status;
    domain_limit;
    plan_type;
}
__decorate([
    ApiProperty({ example: 'ada@example.com' }),
    IsEmail({}, { message: 'email must be a valid e-mail address' }),
    MaxLength(254),
    __metadata("design:type", String)
], CreateUserDto.prototype, "email", void 0);
__decorate([
    ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true }),
    IsString(),
    MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` }),
    MaxLength(256),
    __metadata("design:type", String)
], CreateUserDto.prototype, "password", void 0);
__decorate([
    ApiPropertyOptional({ example: 'Ada' }),
    IsOptional(),
    IsString(),
    MaxLength(100),
    __metadata("design:type", String)
], CreateUserDto.prototype, "firstName", void 0);
__decorate([
    ApiPropertyOptional({ example: 'Lovelace' }),
    IsOptional(),
    IsString(),
    MaxLength(100),
    __metadata("design:type", String)
], CreateUserDto.prototype, "lastName", void 0);
__decorate([
    ApiPropertyOptional({ enum: USER_ROLES, default: USER_DEFAULTS.role }),
    IsOptional(),
    IsIn(USER_ROLES),
    __metadata("design:type", String)
], CreateUserDto.prototype, "role", void 0);
__decorate([
    ApiPropertyOptional({ enum: ACTIVE_STATUSES, default: USER_DEFAULTS.status }),
    IsOptional(),
    IsIn(ACTIVE_STATUSES),
    __metadata("design:type", String)
], CreateUserDto.prototype, "status", void 0);
__decorate([
    ApiPropertyOptional({ minimum: 0, default: USER_DEFAULTS.domain_limit }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
    __metadata("design:type", Number)
], CreateUserDto.prototype, "domain_limit", void 0);
__decorate([
    ApiPropertyOptional({ enum: PLAN_TYPES, default: USER_DEFAULTS.plan_type }),
    IsOptional(),
    IsIn(PLAN_TYPES),
    __metadata("design:type", String)
], CreateUserDto.prototype, "plan_type", void 0);
//# sourceMappingURL=create-user.dto.js.map