import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OpenEndedListResponse, SmtpAccount, SmtpAccountCreatedResponse, SmtpPasswordResponse } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { CreateSmtpAccountDto } from './dto/create-smtp-account.dto.js';
import { SmtpAccountListQueryDto } from './dto/smtp-account-list-query.dto.js';
import { UpdateSmtpAccountDto } from './dto/update-smtp-account.dto.js';
import { SmtpAccountsService } from './smtp-accounts.service.js';

@ApiTags('smtp-accounts')
@Controller('admin/smtp-accounts')
export class SmtpAccountsController {
  constructor(private readonly smtpAccountsService: SmtpAccountsService) {}

  @Get()
  @ApiOperation({ summary: 'List SMTP accounts', description: 'Every account\'s SMTP logins, paged, filtered by status and owner and searched.' })
  @ApiOkResponse({ description: 'A page of SMTP accounts' })
  list(@Query() query: SmtpAccountListQueryDto): Promise<OpenEndedListResponse<SmtpAccount>> {
    return this.smtpAccountsService.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One SMTP account', description: 'Its user name, owner, domain, status and quota; the password is never answered.' })
  @ApiOkResponse({ description: 'The SMTP account' })
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<SmtpAccount> {
    return this.smtpAccountsService.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add an SMTP account', description: 'Answers the generated password this once: it is stored hashed.' })
  @ApiCreatedResponse({ description: 'The SMTP account with its password, shown this once' })
  create(@Body() body: CreateSmtpAccountDto): Promise<SmtpAccountCreatedResponse> {
    return this.smtpAccountsService.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change an SMTP account', description: 'Status, quota and domain.' })
  @ApiOkResponse({ description: 'The SMTP account as saved' })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateSmtpAccountDto): Promise<SmtpAccount> {
    return this.smtpAccountsService.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an SMTP account', description: 'It cannot log in from now on.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.smtpAccountsService.remove(id);
  }

  @Post(':id/password/reset')
  @ApiOperation({ summary: 'Give an SMTP account a new password', description: 'Answers the new password this once; the old one is refused from now on.' })
  @ApiOkResponse({ description: 'The new password, shown this once' })
  @HttpCode(HttpStatus.OK)
  resetPassword(@Param('id', ParseObjectIdPipe) id: string): Promise<SmtpPasswordResponse> {
    return this.smtpAccountsService.resetPassword(id);
  }
}
