import { BadRequestException, Body, Controller, HttpCode, HttpException, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { SendMessageResponse } from '@platform/contracts';
import { MessageAcceptanceService } from '../message-acceptance.service.js';
import { SubmissionRefused } from '../submission-refused.js';
import { ApiKeyGuard, type ApiKeyRequest } from './api-key.guard.js';
import { composeMessage, senderAddress } from './compose-message.js';
import { headerProblems, SendMessageDto } from './send-message.dto.js';

@ApiTags('sending')
@ApiBearerAuth()
@Controller('v1/messages')
@UseGuards(ApiKeyGuard)
export class MessagesController {
  constructor(private readonly acceptance: MessageAcceptanceService) {}

  /** Answers 202 only once the signed message is stored: accepted mail is never lost. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  async send(@Req() request: ApiKeyRequest, @Body() body: SendMessageDto): Promise<SendMessageResponse> {
    const envelopeFrom = senderAddress(body.from);
    const problems = [...(envelopeFrom ? [] : ['from must be an e-mail address']), ...headerProblems(body.headers)];
    if (!body.text && !body.html) problems.push('text or html must be given');
    if (problems.length) throw new BadRequestException(problems);

    const composed = await composeMessage(body, envelopeFrom!);
    try {
      const stored = await this.acceptance.accept({
        user: request.apiUser,
        smtpAccount: null,
        source: 'http',
        ...composed,
      });
      return { ...stored, status: 'queued' };
    } catch (error) {
      if (error instanceof SubmissionRefused) throw new HttpException(error.message, error.httpStatus);
      throw error;
    }
  }
}
