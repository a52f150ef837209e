import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlatformMailRouteResponse } from '@platform/contracts';
import { MailerService } from './mailer.service.js';

/** Where the platform's own mail goes now, for the console mailbox screen to say. */
@ApiTags('mailbox')
@Controller('admin/mail-route')
export class MailRouteController {
  constructor(private readonly mailer: MailerService) {}

  @Get()
  @ApiOperation({ summary: 'Where platform mail goes now', description: 'The SMTP settings, the platform\'s own sender, or the console mailbox: for the mailbox screen to say.' })
  @ApiOkResponse({ description: 'Where platform mail goes', schema: { example: { mail_route: 'console_mailbox' } } })
  async get(): Promise<PlatformMailRouteResponse> {
    return { mail_route: await this.mailer.route() };
  }
}
