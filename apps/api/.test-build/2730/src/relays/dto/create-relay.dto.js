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
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateNested, isFQDN, isIP, } from 'class-validator';
import { ACTIVE_STATUSES, RELAY_DEFAULTS, } from '@platform/contracts';
/** A relay is reached by host name (a single label such as "localhost" included) or by IP address. */
function IsHostNameOrIp(options) {
    return ValidateBy({
        name: 'isHostNameOrIp',
        validator: {
            validate: (value) => typeof value === 'string' && (isIP(value) || isFQDN(value, { require_tld: false, allow_numeric_tld: true })),
            defaultMessage: () => '$property must be a host name or an IP address',
        },
    }, options);
}
export class RelayDkimRecordDto {
    selector;
    public_key;
}
__decorate([
    ApiPropertyOptional({ example: 'relay1' }),
    IsOptional(),
    IsString(),
    Matches(/^$|^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$/i, { message: 'dkim_record.selector must be a DNS label' }),
    MaxLength(63),
    __metadata("design:type", String)
], RelayDkimRecordDto.prototype, "selector", void 0);
__decorate([
    ApiPropertyOptional({ description: 'The public key, base64 (with or without PEM lines)' }),
    IsOptional(),
    IsString(),
    MaxLength(4096),
    __metadata("design:type", String)
], RelayDkimRecordDto.prototype, "public_key", void 0);
export class CreateRelayDto {
    name;
    smtp_host;
    smtp_port;
    smtp_user;
    smtp_pass;
    allow_insecure_auth;
    spf_record;
    dkim_record;
    dmarc_record;
    max_domains;
    status;
}
__decorate([
    ApiProperty({ example: 'offshore-1' }),
    IsString(),
    IsNotEmpty({ message: 'name is required' }),
    MaxLength(100),
    __metadata("design:type", String)
], CreateRelayDto.prototype, "name", void 0);
__decorate([
    ApiProperty({ example: 'smtp.relay.example' }),
    IsHostNameOrIp(),
    MaxLength(253),
    __metadata("design:type", String)
], CreateRelayDto.prototype, "smtp_host", void 0);
__decorate([
    ApiPropertyOptional({ default: RELAY_DEFAULTS.smtp_port, minimum: 1, maximum: 65535 }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(65535),
    __metadata("design:type", Number)
], CreateRelayDto.prototype, "smtp_port", void 0);
__decorate([
    ApiPropertyOptional({ example: 'relay-user' }),
    IsOptional(),
    IsString(),
    MaxLength(256),
    __metadata("design:type", String)
], CreateRelayDto.prototype, "smtp_user", void 0);
__decorate([
    ApiPropertyOptional({ description: 'Stored encrypted and never returned; empty or missing on PATCH keeps the stored one' }),
    IsOptional(),
    IsString(),
    MaxLength(1024),
    __metadata("design:type", String)
], CreateRelayDto.prototype, "smtp_pass", void 0);
__decorate([
    ApiPropertyOptional({
        default: RELAY_DEFAULTS.allow_insecure_auth,
        description: 'Whether smtp_user and smtp_pass may be sent to a relay that offers no TLS (no STARTTLS, not port 465). ' +
            'Off: a relay without TLS gets no credentials and its deliveries are deferred. Turn on only for a relay reached over a trusted network.',
    }),
    IsOptional(),
    IsBoolean(),
    __metadata("design:type", Boolean)
], CreateRelayDto.prototype, "allow_insecure_auth", void 0);
__decorate([
    ApiPropertyOptional({ example: 'v=spf1 include:_spf.relay.example ~all', description: 'A whole SPF record, or the host its domains include' }),
    IsOptional(),
    IsString(),
    MaxLength(512),
    Matches(/^$|^v=spf1(\s.*)?$|^[a-z0-9_]([a-z0-9._-]*[a-z0-9])?$/i, {
        message: 'spf_record must be an SPF record (v=spf1 ...) or the host name to include',
    }),
    __metadata("design:type", String)
], CreateRelayDto.prototype, "spf_record", void 0);
__decorate([
    ApiPropertyOptional({ type: RelayDkimRecordDto }),
    IsOptional(),
    ValidateNested(),
    Type(() => RelayDkimRecordDto),
    __metadata("design:type", RelayDkimRecordDto)
], CreateRelayDto.prototype, "dkim_record", void 0);
__decorate([
    ApiPropertyOptional({ example: 'v=DMARC1; p=quarantine' }),
    IsOptional(),
    IsString(),
    MaxLength(512),
    Matches(/^$|^v=DMARC1(;.*)?$/i, { message: 'dmarc_record must be a DMARC record (v=DMARC1; ...)' }),
    __metadata("design:type", String)
], CreateRelayDto.prototype, "dmarc_record", void 0);
__decorate([
    ApiPropertyOptional({ default: RELAY_DEFAULTS.max_domains, minimum: 0, description: 'Domains the relay may serve; 0 for no limit' }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
    __metadata("design:type", Number)
], CreateRelayDto.prototype, "max_domains", void 0);
__decorate([
    ApiPropertyOptional({ enum: ACTIVE_STATUSES, default: RELAY_DEFAULTS.status }),
    IsOptional(),
    IsIn(ACTIVE_STATUSES),
    __metadata("design:type", String)
], CreateRelayDto.prototype, "status", void 0);
//# sourceMappingURL=create-relay.dto.js.map