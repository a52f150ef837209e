import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UpdateType } from '../../common/update-type.js';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  WEBHOOK_ATTEMPT_RESULTS,
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookAttemptListQuery,
  type WebhookAttemptResult,
  type WebhookEventType,
  type WebhookSettings,
} from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateWebhookEndpointDto implements CreateWebhookEndpointRequest {
  @ApiProperty({ example: 'https://hooks.example.com/mail-events', description: 'http(s); loopback, private and link-local targets are refused' })
  @Transform(trimmed)
  @IsString({ message: 'url is required' })
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['message.delivered', 'message.bounced'] })
  @IsArray({ message: 'event_types must be a list of event types' })
  @ArrayNotEmpty({ message: 'event_types must name at least one event type' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `event_types must each be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  event_types: WebhookEventType[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional({ example: 'Production CRM' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200, { message: 'description must be at most 200 characters' })
  description?: string;
}

export class UpdateWebhookEndpointDto extends UpdateType(CreateWebhookEndpointDto) implements UpdateWebhookEndpointRequest {}

export class WebhookEndpointListQueryDto extends PageQueryDto {}

export class WebhookAttemptListQueryDto extends PageQueryDto implements WebhookAttemptListQuery {
  @ApiPropertyOptional({ enum: WEBHOOK_ATTEMPT_RESULTS })
  @IsOptional()
  @IsIn(WEBHOOK_ATTEMPT_RESULTS, { message: `result must be one of ${WEBHOOK_ATTEMPT_RESULTS.join(', ')}` })
  result?: WebhookAttemptResult;
}

export class WebhookSettingsDto implements WebhookSettings {
  @ApiProperty({ example: false, description: 'Let endpoints target loopback, private and link-local addresses' })
  @IsBoolean({ message: 'allow_private_targets must be true or false' })
  allow_private_targets: boolean;
}
