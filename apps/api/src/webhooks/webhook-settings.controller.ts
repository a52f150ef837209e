import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WebhookSettings } from '@platform/contracts';
import { WebhookSettingsDto } from './dto/webhook.dtos.js';
import { WebhookSettingsService } from './webhook-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/webhooks')
export class WebhookSettingsController {
  constructor(private readonly settings: WebhookSettingsService) {}

  @Get()
  @ApiOkResponse({ schema: { example: { allow_private_targets: false } } })
  get(): Promise<WebhookSettings> {
    return this.settings.get();
  }

  /** Applies to saves and POSTs from now on (endpoints saved while allowed are checked again at every POST). */
  @Put()
  @ApiOkResponse({ schema: { example: { allow_private_targets: false } } })
  update(@Body() body: WebhookSettingsDto): Promise<WebhookSettings> {
    return this.settings.update(body);
  }
}
