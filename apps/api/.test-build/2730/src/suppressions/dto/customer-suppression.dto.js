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
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto.js';
export class CreateSuppressionDto {
    address;
    reason;
}
__decorate([
    ApiProperty({ example: 'grace@example.org' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsEmail({}, { message: 'address must be an e-mail address' }),
    MaxLength(254),
    __metadata("design:type", String)
], CreateSuppressionDto.prototype, "address", void 0);
__decorate([
    ApiPropertyOptional({ example: 'Asked to be removed', default: 'Added by the account' }),
    IsOptional(),
    IsString(),
    MaxLength(500),
    __metadata("design:type", String)
], CreateSuppressionDto.prototype, "reason", void 0);
/** No user_id here: a customer's list is always their own. */
export class CustomerSuppressionListQueryDto extends PageQueryDto {
    search;
}
__decorate([
    ApiPropertyOptional({ description: 'Part of the address' }),
    IsOptional(),
    IsString(),
    MaxLength(254),
    __metadata("design:type", String)
], CustomerSuppressionListQueryDto.prototype, "search", void 0);
//# sourceMappingURL=customer-suppression.dto.js.map