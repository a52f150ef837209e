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
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ACTIVE_STATUSES, } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
const MAX_QUOTA = 100_000_000;
export class CreateSmtpCredentialDto {
    email;
    quota;
}
__decorate([
    ApiProperty({ example: 'app@mail.example.com', description: 'The SMTP user name: an address at one of your domains' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsEmail({}, { message: 'email must be an address at one of your domains' }),
    MaxLength(254),
    __metadata("design:type", String)
], CreateSmtpCredentialDto.prototype, "email", void 0);
__decorate([
    ApiPropertyOptional({ default: 0, minimum: 0, description: 'Messages per day; 0 for no cap beyond your plan’s' }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
    Max(MAX_QUOTA),
    __metadata("design:type", Number)
], CreateSmtpCredentialDto.prototype, "quota", void 0);
export class UpdateSmtpCredentialDto {
    status;
    quota;
}
__decorate([
    ApiPropertyOptional({ enum: ACTIVE_STATUSES, description: 'inactive: the credential is refused at AUTH until enabled again' }),
    IsOptional(),
    IsIn(ACTIVE_STATUSES),
    __metadata("design:type", String)
], UpdateSmtpCredentialDto.prototype, "status", void 0);
__decorate([
    ApiPropertyOptional({ minimum: 0 }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
    Max(MAX_QUOTA),
    __metadata("design:type", Number)
], UpdateSmtpCredentialDto.prototype, "quota", void 0);
export class SmtpCredentialListQueryDto extends PageQueryDto {
    search;
}
__decorate([
    ApiPropertyOptional({ description: 'Part of the e-mail or domain' }),
    IsOptional(),
    IsString(),
    MaxLength(254),
    __metadata("design:type", String)
], SmtpCredentialListQueryDto.prototype, "search", void 0);
//# sourceMappingURL=customer-smtp-credential.dto.js.map