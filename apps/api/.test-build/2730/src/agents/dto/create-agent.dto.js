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
import { IsFQDN, IsIn, IsMongoId, IsOptional, Matches, MaxLength } from 'class-validator';
import { AGENT_DEFAULTS, AGENT_TYPES } from '@platform/contracts';
import { NormalizeHostName } from './host-name.js';
/** Safe in URLs, file names and logs. */
export const AGENT_ID_PATTERN = /^[a-z0-9._-]{3,64}$/;
export class CreateAgentDto {
    agent_id;
    hostname;
    agent_type;
    owner_user_id;
}
__decorate([
    ApiProperty({ example: 'edge-fra-1', pattern: AGENT_ID_PATTERN.source }),
    Matches(AGENT_ID_PATTERN, { message: 'agent_id must be 3 to 64 characters from a-z, 0-9, ".", "_" and "-"' }),
    __metadata("design:type", String)
], CreateAgentDto.prototype, "agent_id", void 0);
__decorate([
    ApiProperty({ example: 'mta1.example.net' }),
    NormalizeHostName(),
    IsFQDN({ require_tld: false }, { message: 'hostname must be a valid host name' }),
    MaxLength(253),
    __metadata("design:type", String)
], CreateAgentDto.prototype, "hostname", void 0);
__decorate([
    ApiPropertyOptional({ enum: AGENT_TYPES, default: AGENT_DEFAULTS.agent_type }),
    IsOptional(),
    IsIn(AGENT_TYPES),
    __metadata("design:type", String)
], CreateAgentDto.prototype, "agent_type", void 0);
__decorate([
    ApiPropertyOptional({
        type: String,
        nullable: true,
        example: '65f000000000000000000001',
        description: 'Required for customer agents (an existing user); empty for provider agents',
    })
    // A form's empty choice arrives as '': it means no owner.
    ,
    Transform(({ value }) => (value === '' ? null : value)),
    IsOptional(),
    IsMongoId({ message: 'owner_user_id must be a user id' }),
    __metadata("design:type", Object)
], CreateAgentDto.prototype, "owner_user_id", void 0);
//# sourceMappingURL=create-agent.dto.js.map