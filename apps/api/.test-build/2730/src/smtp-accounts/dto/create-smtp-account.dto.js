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
import { IsEmail, IsFQDN, IsIn, IsInt, IsMongoId, IsOptional, MaxLength, Min } from 'class-validator';
import { ACTIVE_STATUSES, SMTP_ACCOUNT_DEFAULTS, } from '@platform/contracts';
const trimmedLowerCase = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
export class CreateSmtpAccountDto {
    email;
    domain;
    user_id;
    quota;
    status;
}
__decorate([
    ApiProperty({ example: 'news@example.com', description: 'The SMTP user name; an address at `domain`' }),
    Transform(trimmedLowerCase),
    IsEmail({}, { message: 'email must be a valid e-mail address' }),
    MaxLength(254),
    __metadata("design:type", String)
], CreateSmtpAccountDto.prototype, "email", void 0);
__decorate([
    ApiProperty({ example: 'example.com', description: "One of the user's domains" }),
    Transform(trimmedLowerCase),
    IsFQDN({ require_tld: true }, { message: 'domain must be a valid domain name' }),
    MaxLength(253),
    __metadata("design:type", String)
], CreateSmtpAccountDto.prototype, "domain", void 0);
__decorate([
    ApiProperty({ example: '65f000000000000000000001' }),
    IsMongoId({ message: 'user_id must be a user id' }),
    __metadata("design:type", String)
], CreateSmtpAccountDto.prototype, "user_id", void 0);
__decorate([
    ApiPropertyOptional({ minimum: 0, default: SMTP_ACCOUNT_DEFAULTS.quota, description: 'Messages per day; 0 means unlimited' }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
    __metadata("design:type", Number)
], CreateSmtpAccountDto.prototype, "quota", void 0);
__decorate([
    ApiPropertyOptional({ enum: ACTIVE_STATUSES, default: SMTP_ACCOUNT_DEFAULTS.status }),
    IsOptional(),
    IsIn(ACTIVE_STATUSES),
    __metadata("design:type", String)
], CreateSmtpAccountDto.prototype, "status", void 0);
//# sourceMappingURL=create-smtp-account.dto.js.map