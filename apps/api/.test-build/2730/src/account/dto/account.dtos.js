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
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MIN_PASSWORD_LENGTH } from '../../users/dto/create-user.dto.js';
const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export class UpdateProfileDto {
    firstName;
    lastName;
}
__decorate([
    ApiPropertyOptional({ example: 'Ada' }),
    IsOptional(),
    Trimmed(),
    IsString(),
    IsNotEmpty({ message: 'firstName must not be empty' }),
    MaxLength(100),
    __metadata("design:type", String)
], UpdateProfileDto.prototype, "firstName", void 0);
__decorate([
    ApiPropertyOptional({ example: 'Lovelace' }),
    IsOptional(),
    Trimmed(),
    IsString(),
    IsNotEmpty({ message: 'lastName must not be empty' }),
    MaxLength(100),
    __metadata("design:type", String)
], UpdateProfileDto.prototype, "lastName", void 0);
export class ChangePasswordDto {
    current_password;
    new_password;
}
__decorate([
    ApiProperty({ writeOnly: true }),
    IsString({ message: 'current_password is required' }),
    IsNotEmpty({ message: 'current_password is required' }),
    MaxLength(256),
    __metadata("design:type", String)
], ChangePasswordDto.prototype, "current_password", void 0);
__decorate([
    ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true }),
    IsString({ message: 'new_password is required' }),
    MinLength(MIN_PASSWORD_LENGTH, { message: `new_password must be at least ${MIN_PASSWORD_LENGTH} characters long` }),
    MaxLength(256),
    __metadata("design:type", String)
], ChangePasswordDto.prototype, "new_password", void 0);
//# sourceMappingURL=account.dtos.js.map