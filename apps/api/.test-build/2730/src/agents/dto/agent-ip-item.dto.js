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
import { Transform } from 'class-transformer';
import { IsFQDN, MaxLength, ValidateBy } from 'class-validator';
import { canonicalIpAddress } from '../ip-address.js';
import { NormalizeHostName } from './host-name.js';
/** An IPv4 or IPv6 address, turned into its canonical spelling before it is checked. */
function IsIpAddress(validationOptions) {
    const canonicalise = Transform(({ value }) => (typeof value === 'string' ? (canonicalIpAddress(value) ?? value) : value));
    const check = ValidateBy({ name: 'isIpAddress', validator: { validate: (value) => typeof value === 'string' && canonicalIpAddress(value) !== null } }, validationOptions);
    return (target, property) => {
        canonicalise(target, property);
        check(target, property);
    };
}
export class AgentIpItemDto {
    ip;
    helo;
}
__decorate([
    ApiProperty({ example: '203.0.113.10', description: 'IPv4 or IPv6 address' }),
    IsIpAddress({ message: 'ip must be an IPv4 or IPv6 address' }),
    __metadata("design:type", String)
], AgentIpItemDto.prototype, "ip", void 0);
__decorate([
    ApiProperty({ example: 'mta1.example.net', description: 'Host name the agent greets recipient servers with from this IP' }),
    NormalizeHostName(),
    IsFQDN({ require_tld: true }, { message: 'helo must be a valid host name' }),
    MaxLength(253),
    __metadata("design:type", String)
], AgentIpItemDto.prototype, "helo", void 0);
//# sourceMappingURL=agent-ip-item.dto.js.map