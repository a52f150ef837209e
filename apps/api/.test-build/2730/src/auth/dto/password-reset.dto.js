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
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { MIN_PASSWORD_LENGTH } from '../../users/dto/create-user.dto.js';
export class PasswordResetDto {
    email;
}
__decorate([
    ApiProperty({ example: 'ada@example.com' }),
    IsEmail({}, { message: 'email must be a valid e-mail address' }),
    MaxLength(254),
    __metadata("design:type", String)
], PasswordResetDto.prototype, "email", void 0);
export class PasswordResetConfirmDto {
    token;
    password;
}
__decorate([
    ApiProperty({ description: 'The token from the link in the reset e-mail' }),
    IsString({ message: 'token is required' }),
    IsNotEmpty({ message: 'token is required' }),
    MaxLength(200),
    __metadata("design:type", String)
], PasswordResetConfirmDto.prototype, "token", void 0);
__decorate([
    ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true }),
    IsString({ message: 'password is required' }),
    MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` }),
    MaxLength(256),
    __metadata("design:type", String)
], PasswordResetConfirmDto.prototype, "password", void 0);
//# sourceMappingURL=password-reset.dto.js.map