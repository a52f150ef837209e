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
import { UpdateType } from '../../common/update-type.js';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { WEBHOOK_ATTEMPT_RESULTS, WEBHOOK_EVENT_TYPES, } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
const trimmed = ({ value }) => (typeof value === 'string' ? value.trim() : value);
export class CreateWebhookEndpointDto {
    url;
    event_types;
    enabled;
    description;
}
__decorate([
    ApiProperty({ example: 'https://hooks.example.com/mail-events', description: 'http(s); loopback, private and link-local targets are refused' }),
    Transform(trimmed),
    IsString({ message: 'url is required' }),
    MaxLength(2048, { message: 'url must be at most 2048 characters' }),
    __metadata("design:type", String)
], CreateWebhookEndpointDto.prototype, "url", void 0);
__decorate([
    ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['message.delivered', 'message.bounced'] }),
    IsArray({ message: 'event_types must be a list of event types' }),
    ArrayNotEmpty({ message: 'event_types must name at least one event type' }),
    ArrayMaxSize(WEBHOOK_EVENT_TYPES.length),
    IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `event_types must each be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }),
    __metadata("design:type", Array)
], CreateWebhookEndpointDto.prototype, "event_types", void 0);
__decorate([
    ApiPropertyOptional({ default: true }),
    IsOptional(),
    IsBoolean({ message: 'enabled must be true or false' }),
    __metadata("design:type", Boolean)
], CreateWebhookEndpointDto.prototype, "enabled", void 0);
__decorate([
    ApiPropertyOptional({ example: 'Production CRM' }),
    IsOptional(),
    Transform(trimmed),
    IsString(),
    MaxLength(200, { message: 'description must be at most 200 characters' }),
    __metadata("design:type", String)
], CreateWebhookEndpointDto.prototype, "description", void 0);
export class UpdateWebhookEndpointDto extends UpdateType(CreateWebhookEndpointDto) {
}
export class WebhookEndpointListQueryDto extends PageQueryDto {
}
export class WebhookAttemptListQueryDto extends PageQueryDto {
    result;
}
__decorate([
    ApiPropertyOptional({ enum: WEBHOOK_ATTEMPT_RESULTS }),
    IsOptional(),
    IsIn(WEBHOOK_ATTEMPT_RESULTS, { message: `result must be one of ${WEBHOOK_ATTEMPT_RESULTS.join(', ')}` }),
    __metadata("design:type", String)
], WebhookAttemptListQueryDto.prototype, "result", void 0);
export class WebhookSettingsDto {
    allow_private_targets;
}
__decorate([
    ApiProperty({ example: false, description: 'Let endpoints target loopback, private and link-local addresses' }),
    IsBoolean({ message: 'allow_private_targets must be true or false' }),
    __metadata("design:type", Boolean)
], WebhookSettingsDto.prototype, "allow_private_targets", void 0);
//# sourceMappingURL=webhook.dtos.js.map