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
import { IsIn, IsMongoId, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { API_KEY_SCOPES } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
export class CreateApiKeyDto {
    name;
    scope;
    domain_id;
}
__decorate([
    ApiProperty({ example: 'Newsletter server' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: 'name is required' }),
    IsNotEmpty({ message: 'name is required' }),
    MaxLength(100),
    __metadata("design:type", String)
], CreateApiKeyDto.prototype, "name", void 0);
__decorate([
    ApiPropertyOptional({ enum: API_KEY_SCOPES, default: 'full', description: 'sending: only POST /api/v1/messages' }),
    IsOptional(),
    IsIn(API_KEY_SCOPES),
    __metadata("design:type", String)
], CreateApiKeyDto.prototype, "scope", void 0);
__decorate([
    ApiPropertyOptional({ example: '65f1c0ffee0000000000abcd', nullable: true, description: 'Limit the key to one of your domains' }),
    IsOptional(),
    IsMongoId({ message: 'domain_id must be the id of one of your domains' }),
    __metadata("design:type", Object)
], CreateApiKeyDto.prototype, "domain_id", void 0);
export class ApiKeyListQueryDto extends PageQueryDto {
}
//# sourceMappingURL=create-api-key.dto.js.map