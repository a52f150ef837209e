import { Module } from '@nestjs/common';
import { RecipientFeedbackModule } from '../recipient-feedback/recipient-feedback.module.js';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/** The one-click unsubscribe link and its confirmation page (the mailto arrives at the inbound listener). */
@Module({
  imports: [RecipientFeedbackModule],
  controllers: [UnsubscribeController],
  providers: [UnsubscribeService],
})
export class UnsubscribeModule {}
