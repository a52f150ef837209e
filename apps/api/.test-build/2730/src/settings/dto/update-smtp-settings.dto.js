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
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsHostnameOrIp, IsSenderAddress } from './smtp-settings.validators.js';
export class UpdateSmtpSettingsDto {
    host;
    port;
    username;
    password;
    secure;
    from;
}
__decorate([
    ApiProperty({ example: 'smtp.example.com', description: 'Host name or IP address of the SMTP server' }),
    IsHostnameOrIp(),
    __metadata("design:type", String)
], UpdateSmtpSettingsDto.prototype, "host", void 0);
__decorate([
    ApiProperty({ example: 587, minimum: 1, maximum: 65535 }),
    Type(() => Number),
    IsInt({ message: 'port must be a whole number' }),
    Min(1, { message: 'port must be from 1 to 65535' }),
    Max(65535, { message: 'port must be from 1 to 65535' }),
    __metadata("design:type", Number)
], UpdateSmtpSettingsDto.prototype, "port", void 0);
__decorate([
    ApiPropertyOptional({
        example: 'mailer@example.com',
        description: 'Empty for a server without authentication. With a username, the username and password are sent only over TLS ' +
            '(secure, or STARTTLS): a server that offers neither gets no mail.',
    }),
    IsOptional(),
    IsString(),
    MaxLength(254),
    __metadata("design:type", String)
], UpdateSmtpSettingsDto.prototype, "username", void 0);
__decorate([
    ApiPropertyOptional({ description: 'Empty or missing keeps the stored password', writeOnly: true }),
    IsOptional(),
    IsString(),
    MaxLength(1024),
    __metadata("design:type", String)
], UpdateSmtpSettingsDto.prototype, "password", void 0);
__decorate([
    ApiPropertyOptional({ default: false, description: 'true: TLS from the first byte (port 465); false: STARTTLS when offered, and required when a username is set' }),
    IsOptional(),
    IsBoolean(),
    __metadata("design:type", Boolean)
], UpdateSmtpSettingsDto.prototype, "secure", void 0);
__decorate([
    ApiProperty({ example: 'Platform <no-reply@example.com>' }),
    IsSenderAddress(),
    __metadata("design:type", String)
], UpdateSmtpSettingsDto.prototype, "from", void 0);
//# sourceMappingURL=update-smtp-settings.dto.js.map