import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  list(@Query() query: SmtpAccountListQueryDto): Promise<OpenEndedListResponse<SmtpAccount>> {
    return this.smtpAccountsService.list(query);
  }

  @Get(':id')
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<SmtpAccount> {
    return this.smtpAccountsService.get(id);
  }

  @Post()
  create(@Body() body: CreateSmtpAccountDto): Promise<SmtpAccountCreatedResponse> {
    return this.smtpAccountsService.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateSmtpAccountDto): Promise<SmtpAccount> {
    return this.smtpAccountsService.update(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.smtpAccountsService.remove(id);
  }

  @Post(':id/password/reset')
  @HttpCode(HttpStatus.OK)
  resetPassword(@Param('id', ParseObjectIdPipe) id: string): Promise<SmtpPasswordResponse> {
    return this.smtpAccountsService.resetPassword(id);
  }
}
