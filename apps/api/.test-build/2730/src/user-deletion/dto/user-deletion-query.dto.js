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
import { IsIn, IsOptional } from 'class-validator';
export class UserDeletionQueryDto {
    cascade;
}
__decorate([
    ApiPropertyOptional({
        enum: ['true', 'false'],
        description: 'true: also delete everything the user owns (domains, SMTP accounts, plans, agents, keys, webhooks, suppressions) and give up their queued mail',
    }),
    IsOptional(),
    IsIn(['true', 'false']),
    __metadata("design:type", String)
], UserDeletionQueryDto.prototype, "cascade", void 0);
//# sourceMappingURL=user-deletion-query.dto.js.map