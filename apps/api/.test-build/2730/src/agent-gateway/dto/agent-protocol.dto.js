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
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { AGENT_DELIVERY_OUTCOMES, AGENT_RELEASE_MAX, DELIVERY_TLS_FAILURE_MAX_LENGTH, MTA_STS_MODES, } from '@platform/contracts';
/** Longest recipient address and server reply in a delivery result (they bound its body size too). */
export const RESULT_ADDRESS_MAX_LENGTH = 320;
export const RESULT_RESPONSE_MAX_LENGTH = 2000;
export class AgentHeartbeatDto {
    hostname;
    ips;
}
__decorate([
    ApiProperty({ example: 'mta1.example.net' }),
    IsString(),
    MaxLength(253),
    __metadata("design:type", String)
], AgentHeartbeatDto.prototype, "hostname", void 0);
__decorate([
    ApiProperty({ type: [String], example: ['192.0.2.10'] }),
    IsArray(),
    ArrayMaxSize(1024),
    IsString({ each: true }),
    __metadata("design:type", Array)
], AgentHeartbeatDto.prototype, "ips", void 0);
export class AgentLeaseDto {
    max;
}
__decorate([
    ApiProperty({ minimum: 1, maximum: 100 }),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(100),
    __metadata("design:type", Number)
], AgentLeaseDto.prototype, "max", void 0);
export class DeliveryTlsDto {
    version;
    verified;
    mta_sts;
    mta_sts_failure;
}
__decorate([
    ApiProperty({ type: String, nullable: true, example: 'TLSv1.3', description: 'The TLS version negotiated; null when the session was not encrypted' }),
    ValidateIf((tls) => tls.version !== null),
    IsString(),
    Matches(/^[A-Za-z0-9.]{1,16}$/, { message: 'version must be a TLS version name such as TLSv1.3' }),
    __metadata("design:type", Object)
], DeliveryTlsDto.prototype, "version", void 0);
__decorate([
    ApiProperty({ description: "The MX host's certificate verified for its name" }),
    IsBoolean(),
    __metadata("design:type", Boolean)
], DeliveryTlsDto.prototype, "verified", void 0);
__decorate([
    ApiProperty({ enum: MTA_STS_MODES, description: "The recipient domain's MTA-STS mode applied" }),
    IsIn(MTA_STS_MODES),
    __metadata("design:type", String)
], DeliveryTlsDto.prototype, "mta_sts", void 0);
__decorate([
    ApiProperty({ required: false, description: 'What MTA-STS found wrong (enforce: why deferred; testing: what enforce would have refused)' }),
    IsOptional(),
    IsString(),
    MaxLength(DELIVERY_TLS_FAILURE_MAX_LENGTH),
    __metadata("design:type", String)
], DeliveryTlsDto.prototype, "mta_sts_failure", void 0);
export class AgentRecipientResultDto {
    address;
    outcome;
    response;
    tls;
}
__decorate([
    ApiProperty(),
    IsString(),
    MaxLength(RESULT_ADDRESS_MAX_LENGTH),
    __metadata("design:type", String)
], AgentRecipientResultDto.prototype, "address", void 0);
__decorate([
    ApiProperty({ enum: AGENT_DELIVERY_OUTCOMES }),
    IsIn(AGENT_DELIVERY_OUTCOMES),
    __metadata("design:type", String)
], AgentRecipientResultDto.prototype, "outcome", void 0);
__decorate([
    ApiProperty({ description: "The recipient server's reply, or why none came" }),
    IsString(),
    MaxLength(RESULT_RESPONSE_MAX_LENGTH),
    __metadata("design:type", String)
], AgentRecipientResultDto.prototype, "response", void 0);
__decorate([
    ApiProperty({ type: DeliveryTlsDto, required: false, description: 'How the session that gave this result was protected (agents before it send none)' }),
    IsOptional(),
    ValidateNested(),
    Type(() => DeliveryTlsDto),
    __metadata("design:type", DeliveryTlsDto)
], AgentRecipientResultDto.prototype, "tls", void 0);
export class AgentResultDto {
    lease_token;
    source_ip;
    results;
    journaled;
}
__decorate([
    ApiProperty(),
    IsString(),
    MaxLength(100),
    __metadata("design:type", String)
], AgentResultDto.prototype, "lease_token", void 0);
__decorate([
    ApiProperty(),
    IsString(),
    MaxLength(64),
    __metadata("design:type", String)
], AgentResultDto.prototype, "source_ip", void 0);
__decorate([
    ApiProperty({ type: [AgentRecipientResultDto] }),
    IsArray(),
    ArrayMaxSize(10_000),
    ValidateNested({ each: true }),
    Type(() => AgentRecipientResultDto),
    __metadata("design:type", Array)
], AgentResultDto.prototype, "results", void 0);
__decorate([
    ApiProperty({ required: false, description: "Replayed from the agent's journal after a restart: settles the delivery even when the lease has run out or was taken over" }),
    IsOptional(),
    IsBoolean(),
    __metadata("design:type", Boolean)
], AgentResultDto.prototype, "journaled", void 0);
export class AgentReleaseDto {
    lease_tokens;
}
__decorate([
    ApiProperty({ type: [String], description: 'Lease tokens of deliveries the agent gives back unfinished' }),
    IsArray(),
    ArrayMaxSize(AGENT_RELEASE_MAX),
    IsString({ each: true }),
    MaxLength(100, { each: true }),
    __metadata("design:type", Array)
], AgentReleaseDto.prototype, "lease_tokens", void 0);
//# sourceMappingURL=agent-protocol.dto.js.map