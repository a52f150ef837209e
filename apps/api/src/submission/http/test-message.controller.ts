import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CUSTOMER_SESSION_COOKIE, type SendMessageResponse, type TestMessageRequest } from '@platform/contracts';
import { Customer } from '../../customer-access/customer-auth.decorators.js';
import { CustomerAuthGuard } from '../../customer-access/customer-auth.guard.js';
import type { CustomerScope } from '../../customer-access/customer-scope.js';
import { CustomerDomainsService } from '../../domains/customer-domains.service.js';
import { MessageLogService } from '../../message-log/message-log.service.js';
import { MessageAcceptanceService } from '../message-acceptance.service.js';
import { SubmissionRefused } from '../submission-refused.js';
import { httpRefusal } from './http-refusal.js';
import { composeMessage } from './compose-message.js';
import { TestMessageDto } from './test-message.dto.js';
import { httpSubmissionTrace } from './http-submission-trace.js';
import { ApiExampleBody } from '../../api-docs/example-body.decorator.js';

/** The first-run checklist's "send a test message", from the console or the API. */
@ApiTags('sending')
@ApiBearerAuth()
@ApiCookieAuth(CUSTOMER_SESSION_COOKIE)
@Controller('v1/test-message')
@UseGuards(CustomerAuthGuard)
export class TestMessageController {
  constructor(
    private readonly domains: CustomerDomainsService,
    private readonly acceptance: MessageAcceptanceService,
    private readonly messageLog: MessageLogService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Send a test message', description: 'Sent from test@<domain> through the same checks as any message; it appears in the message log.' })
  @ApiExampleBody<TestMessageRequest>(TestMessageDto, { domain_id: '6650c0ffee00000000000d01', to: 'me@example.org' })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'Accepted: the test message is stored and queued', schema: { example: { id: '6650c0ffee00000000000b01', message_id: 'c1d2…@mail.example.com', recipients: ['me@example.org'], suppressed: [], status: 'queued' } } })
  @ApiNotFoundResponse({ description: 'No such domain in this account' })
  @ApiForbiddenResponse({ description: 'The account or the domain may not send yet (the reason says why)' })
  async send(@Customer() scope: CustomerScope, @Body() body: TestMessageDto, @Req() request: Request): Promise<SendMessageResponse> {
    const domain = await this.domains.ownDomain(scope, body.domain_id);
    const from = `test@${domain.domain}`;
    const composed = await composeMessage(
      {
        from: `Test <${from}>`,
        to: [body.to],
        subject: `Test message from ${domain.domain}`,
        text: `This is a test message sent from ${domain.domain}.\n\nIf you can read it, your domain is set up to send.\n`,
      },
      from,
    );
    try {
      const stored = await this.acceptance.accept({
        user: scope.user,
        smtpAccount: null,
        restrictedToDomain: scope.apiKey?.domain ?? null,
        source: 'http',
        ...composed,
        trace: httpSubmissionTrace(request),
      });
      await this.messageLog.markMilestone(scope.userId, 'first_test_message_at', new Date());
      return { ...stored, status: 'queued' };
    } catch (error) {
      if (error instanceof SubmissionRefused) throw httpRefusal(error, request);
      throw error;
    }
  }
}
