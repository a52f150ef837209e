import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WebhookSettings } from '@platform/contracts';
import { WebhookSettingsDto } from './dto/webhook.dtos.js';
import { WebhookSettingsService } from './webhook-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/webhooks')
export class WebhookSettingsController {
  constructor(private readonly settings: WebhookSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Webhook settings', description: 'Whether customers may point webhooks at private and loopback addresses.' })
  @ApiOkResponse({ description: 'The settings', schema: { example: { allow_private_targets: false } } })
  get(): Promise<WebhookSettings> {
    return this.settings.get();
  }

  @Put()
  @ApiOperation({ summary: 'Change the webhook settings', description: 'Applies to saves and POSTs from now on (endpoints saved while allowed are checked again at every POST).' })
  @ApiOkResponse({ description: 'The settings as saved', schema: { example: { allow_private_targets: false } } })
  update(@Body() body: WebhookSettingsDto): Promise<WebhookSettings> {
    return this.settings.update(body);
  }
}
