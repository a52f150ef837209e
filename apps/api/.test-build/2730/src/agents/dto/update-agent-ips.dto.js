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
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import { AgentIpItemDto } from './agent-ip-item.dto.js';
export const MAX_IPS_PER_UPDATE = 1000;
export class UpdateAgentIpsDto {
    items;
}
__decorate([
    ApiProperty({ type: [AgentIpItemDto], description: "IPs of the agent with their HELO; IPs it does not have yet are added" }),
    IsArray(),
    ArrayMaxSize(MAX_IPS_PER_UPDATE),
    ValidateNested({ each: true }),
    Type(() => AgentIpItemDto),
    __metadata("design:type", Array)
], UpdateAgentIpsDto.prototype, "items", void 0);
//# sourceMappingURL=update-agent-ips.dto.js.map