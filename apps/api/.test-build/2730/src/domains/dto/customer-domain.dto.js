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
import { IsBoolean, IsFQDN, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto.js';
export class CreateCustomerDomainDto {
    domain;
}
__decorate([
    ApiProperty({ example: 'mail.example.com' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') : value)),
    IsString(),
    MaxLength(253),
    IsFQDN({ require_tld: true }, { message: 'domain must be a valid domain name such as example.com' }),
    __metadata("design:type", String)
], CreateCustomerDomainDto.prototype, "domain", void 0);
/** The tracking switches, for the owner's PATCH and the admin's. */
export class DomainTrackingDto {
    track_opens;
    track_clicks;
}
__decorate([
    ApiPropertyOptional({ description: 'Add an open-tracking pixel to HTML parts' }),
    IsOptional(),
    IsBoolean({ message: 'track_opens must be true or false' }),
    __metadata("design:type", Boolean)
], DomainTrackingDto.prototype, "track_opens", void 0);
__decorate([
    ApiPropertyOptional({ description: 'Send HTML links through the tracking host to record clicks' }),
    IsOptional(),
    IsBoolean({ message: 'track_clicks must be true or false' }),
    __metadata("design:type", Boolean)
], DomainTrackingDto.prototype, "track_clicks", void 0);
export class CustomerDomainListQueryDto extends PageQueryDto {
    search;
}
__decorate([
    ApiPropertyOptional({ description: 'Part of the domain name' }),
    IsOptional(),
    IsString(),
    MaxLength(253),
    __metadata("design:type", String)
], CustomerDomainListQueryDto.prototype, "search", void 0);
export class UpdateCustomerDomainDto extends DomainTrackingDto {
    unsubscribe_headers;
}
__decorate([
    ApiPropertyOptional({ description: 'List-Unsubscribe (one-click link and mailto) and List-Unsubscribe-Post on messages unless a message says otherwise' }),
    IsOptional(),
    IsBoolean({ message: 'unsubscribe_headers must be true or false' }),
    __metadata("design:type", Boolean)
], UpdateCustomerDomainDto.prototype, "unsubscribe_headers", void 0);
//# sourceMappingURL=customer-domain.dto.js.map