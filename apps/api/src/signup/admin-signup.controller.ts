import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { ConfirmationSentResponse, User } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { toUserResponse } from '../users/user-response.js';
import { EmailConfirmationService } from './email-confirmation.service.js';

/**
 * An admin's hand in what a self-signed-up account waits for, beside the admin users controller:
 * approval (pending accounts are listed with GET /api/admin/users?approval=pending) and the
 * e-mail confirmation. Support-readonly sessions get 403 (AdminTokenMiddleware: not a GET).
 */
@ApiTags('users')
@Controller('admin/users')
export class AdminSignupController {
  constructor(private readonly confirmation: EmailConfirmationService) {}

  @Post(':id/approve')
  @ApiOperation({ summary: 'Approve a signed-up account', description: 'A pending account may log in and send from now on.' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The user, now with approval "approved"' })
  async approve(@Param('id', ParseObjectIdPipe) id: string): Promise<User> {
    return toUserResponse(await this.confirmation.approve(id));
  }

  @Post(':id/confirm-email')
  @ApiOperation({ summary: 'Confirm a user\'s e-mail address', description: 'Marks the address confirmed for the user; links mailed for it stop working.' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The user, now with email_confirmed true; links mailed for it stop working' })
  async confirmEmail(@Param('id', ParseObjectIdPipe) id: string): Promise<User> {
    return toUserResponse(await this.confirmation.confirmForAdmin(id));
  }

  @Post(':id/resend-confirmation')
  @ApiOperation({ summary: 'Mail the user a new confirmation link', description: 'Earlier links stop working; the answer says where the mail went.' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A new link went out (earlier ones stop working); mail_route says where' })
  @ApiConflictResponse({ description: 'The address is already confirmed' })
  @ApiServiceUnavailableResponse({ description: "The platform's mail route failed, with the mail server's error" })
  resendConfirmation(@Param('id', ParseObjectIdPipe) id: string): Promise<ConfirmationSentResponse> {
    return this.confirmation.resendForAdmin(id);
  }
}
