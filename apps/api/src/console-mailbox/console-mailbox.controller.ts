import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ConsoleMail, ConsoleMailSummary, ListResponse } from '@platform/contracts';
import { FullAdminGuard } from '../common/full-admin.guard.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { ConsoleMailboxService } from './console-mailbox.service.js';

/**
 * The console mailbox. Support-readonly sessions see the list (to whom, what, when: enough to
 * answer "did my confirmation go out?") but not a mail's text, whose links would let them confirm
 * any address or take over any account, an admin's included, by asking for a password reset.
 */
@ApiTags('mailbox')
@Controller('admin/mailbox')
export class ConsoleMailboxController {
  constructor(private readonly mailbox: ConsoleMailboxService) {}

  @Get()
  @ApiOkResponse({ description: 'Newest first, without the texts' })
  list(@Query() query: PageQueryDto): Promise<ListResponse<ConsoleMailSummary>> {
    return this.mailbox.list(query);
  }

  @Get(':id')
  @UseGuards(FullAdminGuard)
  @ApiForbiddenResponse({ description: 'A support-readonly session: the text holds live links' })
  read(@Param('id', ParseObjectIdPipe) id: string): Promise<ConsoleMail> {
    return this.mailbox.read(id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  delete(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.mailbox.delete(id);
  }
}
