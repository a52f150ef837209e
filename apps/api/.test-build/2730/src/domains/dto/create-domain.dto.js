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
import { ArrayMaxSize, IsArray, IsBoolean, IsFQDN, IsIn, IsIP, IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import { SEND_PLANS } from '@platform/contracts';
import { canonicalIpAddress } from '../../agents/ip-address.js';
/** More dedicated IPs than one domain sends from in practice; keeps the ownership lookup small. */
const MAX_DEDICATED_IPS = 64;
/** Domain names are compared lower-case and without the root dot a zone file may carry. */
const normalizeDomainName = ({ value }) => typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') : value;
/** The console sends '' for "no relay". */
const emptyAsNull = ({ value }) => (value === '' ? null : value);
/** IPs in the spelling agents keep them in (so they compare equal), empties and repeats dropped. */
const normalizeIpList = ({ value }) => Array.isArray(value)
    ? [...new Set(value.map((ip) => (typeof ip === 'string' ? (canonicalIpAddress(ip) ?? ip.trim()) : ip)).filter((ip) => ip !== ''))]
    : value;
export class CreateDomainDto {
    domain;
    user_id;
    user_plan_id;
    send_plan;
    bulletproof_relay_id;
    dedicated_ips;
    unsubscribe_headers;
}
__decorate([
    ApiProperty({ example: 'mail.example.com' }),
    Transform(normalizeDomainName),
    IsString(),
    MaxLength(253),
    IsFQDN({ require_tld: true }, { message: 'domain must be a valid domain name such as example.com' }),
    __metadata("design:type", String)
], CreateDomainDto.prototype, "domain", void 0);
__decorate([
    ApiProperty({ example: '65f1c0ffee0000000000abcd' }),
    IsMongoId({ message: 'user_id must be the id of a user' }),
    __metadata("design:type", String)
], CreateDomainDto.prototype, "user_id", void 0);
__decorate([
    ApiProperty({ example: '65f1c0ffee0000000000abce', description: 'An active plan of that user' }),
    IsMongoId({ message: 'user_plan_id must be the id of a user plan' }),
    __metadata("design:type", String)
], CreateDomainDto.prototype, "user_plan_id", void 0);
__decorate([
    ApiProperty({ enum: SEND_PLANS, description: 'Must follow the plan: normal → provider, agent → byoip, bulletproof → bulletproof' }),
    IsIn(SEND_PLANS),
    __metadata("design:type", String)
], CreateDomainDto.prototype, "send_plan", void 0);
__decorate([
    ApiPropertyOptional({ type: String, nullable: true, description: 'Required for bulletproof plans, refused otherwise' }),
    Transform(emptyAsNull),
    IsOptional(),
    IsMongoId({ message: 'bulletproof_relay_id must be the id of a relay' }),
    __metadata("design:type", Object)
], CreateDomainDto.prototype, "bulletproof_relay_id", void 0);
__decorate([
    ApiPropertyOptional({ type: [String], example: ['203.0.113.7'], description: "Only for agent plans: IPs of the user's own agents" }),
    Transform(normalizeIpList),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(MAX_DEDICATED_IPS),
    IsIP(undefined, { each: true, message: 'dedicated_ips must be a list of IP addresses' }),
    __metadata("design:type", Array)
], CreateDomainDto.prototype, "dedicated_ips", void 0);
__decorate([
    ApiPropertyOptional({ default: false, description: 'List-Unsubscribe and List-Unsubscribe-Post on messages unless a message says otherwise' }),
    IsOptional(),
    IsBoolean({ message: 'unsubscribe_headers must be true or false' }),
    __metadata("design:type", Boolean)
], CreateDomainDto.prototype, "unsubscribe_headers", void 0);
//# sourceMappingURL=create-domain.dto.js.map