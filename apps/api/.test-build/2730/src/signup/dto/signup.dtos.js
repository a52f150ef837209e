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
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
export class ConfirmEmailDto {
    token;
}
__decorate([
    ApiProperty({ description: 'The token from the link in the confirmation e-mail', example: 'cfm_Q2hhbmdlIG1lIQ…' }),
    IsString({ message: 'token is required' }),
    IsNotEmpty({ message: 'token is required' }),
    MaxLength(200),
    __metadata("design:type", String)
], ConfirmEmailDto.prototype, "token", void 0);
export class SignupSettingsDto {
    require_approval;
}
__decorate([
    ApiProperty({ example: false, description: 'New self-signed-up accounts wait for an admin before they can send' }),
    IsBoolean({ message: 'require_approval must be true or false' }),
    __metadata("design:type", Boolean)
], SignupSettingsDto.prototype, "require_approval", void 0);
//# sourceMappingURL=signup.dtos.js.map