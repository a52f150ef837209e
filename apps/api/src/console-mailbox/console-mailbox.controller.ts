import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'List the console mailbox', description: 'Platform mail (confirmations, password resets, notices) kept here while there is no mail transport: to whom, what, when, newest first, without the texts.' })
  @ApiOkResponse({ description: 'Newest first, without the texts' })
  list(@Query() query: PageQueryDto): Promise<ListResponse<ConsoleMailSummary>> {
    return this.mailbox.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Read one mail of the console mailbox', description: 'The whole mail with its text and links. Admin sessions only: support-readonly sessions get 403, since the links confirm addresses and reset passwords.' })
  @ApiOkResponse({ description: 'The mail with its text' })
  @UseGuards(FullAdminGuard)
  @ApiForbiddenResponse({ description: 'A support-readonly session: the text holds live links' })
  read(@Param('id', ParseObjectIdPipe) id: string): Promise<ConsoleMail> {
    return this.mailbox.read(id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete one mail of the console mailbox', description: 'Removes it before its expiry.' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.mailbox.delete(id);
  }
}
