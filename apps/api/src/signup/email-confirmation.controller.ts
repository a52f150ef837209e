import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CUSTOMER_MESSAGES, CUSTOMER_SESSION_COOKIE, type ConfirmationSentResponse, type MessageResponse } from '@platform/contracts';
import { Customer, WholeAccount } from '../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { ConfirmEmailDto } from './dto/signup.dtos.js';
import { EmailConfirmationService } from './email-confirmation.service.js';

@ApiTags('auth')
@Controller('confirm-email')
export class EmailConfirmationController {
  constructor(private readonly confirmation: EmailConfirmationService) {}

  @Post()
  @ApiOperation({ summary: 'Confirm an e-mail address', description: 'Public: the token in the mailed link is the proof. Works once.' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Confirmed', schema: { example: { message: CUSTOMER_MESSAGES.emailConfirmed } } })
  @ApiBadRequestResponse({ description: 'The link is unknown, used or expired', schema: { example: { statusCode: 400, message: CUSTOMER_MESSAGES.invalidConfirmationLink, error: 'Bad Request' } } })
  confirm(@Body() body: ConfirmEmailDto): Promise<MessageResponse> {
    return this.confirmation.confirm(body.token);
  }

  /** For the signed-in account: mails a new link (at most one a minute), and says where it went. */
  @Post('resend')
  @ApiOperation({ summary: 'Mail a new confirmation link', description: 'For the signed-in account: at most one a minute; the answer says where it went.' })
  @HttpCode(HttpStatus.OK)
  @UseGuards(CustomerAuthGuard)
  @WholeAccount()
  @ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'A new link went out; mail_route says where', schema: { example: { message: CUSTOMER_MESSAGES.confirmationSent, mail_route: 'smtp_settings' } } })
  @ApiTooManyRequestsResponse({ description: 'A link was sent less than a minute ago' })
  @ApiServiceUnavailableResponse({ description: "The platform's mail route failed: no link was sent, and no wait started" })
  resend(@Customer() scope: CustomerScope): Promise<ConfirmationSentResponse | MessageResponse> {
    return this.confirmation.resend(scope.user);
  }
}
