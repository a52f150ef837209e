import { BadRequestException, Controller, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CSRF_HEADER, CUSTOMER_MESSAGES, CUSTOMER_SESSION_COOKIE, type MessageResponse } from '@platform/contracts';
import { CustomerSessionsService } from '../customer-sessions/customer-sessions.service.js';
import { SessionCookie } from '../customer-sessions/session-cookie.js';
import { Customer } from './customer-auth.decorators.js';
import { CustomerAuthGuard } from './customer-auth.guard.js';
import type { CustomerScope } from './customer-scope.js';

@ApiTags('customer account')
@Controller('logout')
@UseGuards(CustomerAuthGuard)
export class LogoutController {
  constructor(
    private readonly sessions: CustomerSessionsService,
    private readonly cookie: SessionCookie,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Log out of the customer area', description: 'Ends the browser\'s session (the one its cookie names) and clears the cookie.' })
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
  @ApiOkResponse({ description: 'Session ended', schema: { example: { message: CUSTOMER_MESSAGES.loggedOut } } })
  @ApiUnauthorizedResponse({ description: 'No live session cookie' })
  @ApiForbiddenResponse({ description: `The ${CSRF_HEADER} header is missing` })
  async logout(@Customer() scope: CustomerScope, @Res({ passthrough: true }) response: Response): Promise<MessageResponse> {
    if (!scope.sessionId) throw new BadRequestException('Logout ends a browser session; API keys are revoked under /api/v1/api-keys');
    await this.sessions.revoke(scope.sessionId);
    this.cookie.clear(response);
    return { message: CUSTOMER_MESSAGES.loggedOut };
  }
}
