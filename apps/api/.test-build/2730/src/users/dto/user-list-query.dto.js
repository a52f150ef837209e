var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { USER_APPROVALS, USER_ROLES } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
export class UserListQueryDto extends PageQueryDto {
    q;
    search;
    role;
    approval;
}
__decorate([
    ApiPropertyOptional({ description: 'Users whose e-mail starts with it (case-insensitive), listed by e-mail' }),
    IsOptional(),
    IsString(),
    MaxLength(200),
    __metadata("design:type", String)
], UserListQueryDto.prototype, "q", void 0);
__decorate([
    ApiPropertyOptional({ description: 'The same as q' }),
    IsOptional(),
    IsString(),
    MaxLength(200),
    __metadata("design:type", String)
], UserListQueryDto.prototype, "search", void 0);
__decorate([
    ApiPropertyOptional({ enum: USER_ROLES }),
    IsOptional(),
    IsIn(USER_ROLES),
    __metadata("design:type", String)
], UserListQueryDto.prototype, "role", void 0);
__decorate([
    ApiPropertyOptional({ enum: USER_APPROVALS, description: 'pending: self-signed-up accounts waiting for approval' }),
    IsOptional(),
    IsIn(USER_APPROVALS),
    __metadata("design:type", String)
], UserListQueryDto.prototype, "approval", void 0);
//# sourceMappingURL=user-list-query.dto.js.map