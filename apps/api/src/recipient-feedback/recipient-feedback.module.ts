import { Module } from '@nestjs/common';
import { MessageLogModule } from '../message-log/message-log.module.js';
import { RecipientTokensModule } from '../recipient-tokens/recipient-tokens.module.js';
import { SuppressionsModule } from '../suppressions/suppressions.module.js';
import { RecipientFeedbackService } from './recipient-feedback.service.js';

/** Bounces, complaints and unsubscribes recorded against their message and recipient. */
@Module({
  imports: [MessageLogModule, SuppressionsModule, RecipientTokensModule],
  providers: [RecipientFeedbackService],
  exports: [RecipientFeedbackService, RecipientTokensModule],
})
export class RecipientFeedbackModule {}
