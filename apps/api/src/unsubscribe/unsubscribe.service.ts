import { Injectable } from '@nestjs/common';
import { RecipientFeedbackService, type FeedbackRecipient, type UnsubscribeMethod } from '../recipient-feedback/recipient-feedback.service.js';
import { RecipientTokens } from '../recipient-tokens/recipient-token.js';

/** Unsubscribes through the link of a List-Unsubscribe header: /u/<token>. */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly tokens: RecipientTokens,
    private readonly feedback: RecipientFeedbackService,
  ) {}

  /** The recipient the link is for; null for a link that is not ours (tampered, made up) or whose message is gone. */
  async recipientOf(token: string): Promise<FeedbackRecipient | null> {
    const reference = this.tokens.verify('unsubscribe', token);
    return reference ? this.feedback.recipientOf(reference) : null;
  }

  /** Suppresses the recipient for the sending account and records the event; null (nothing done) for a link that is not ours. */
  async unsubscribe(token: string, method: UnsubscribeMethod): Promise<FeedbackRecipient | null> {
    const recipient = await this.recipientOf(token);
    if (recipient) await this.feedback.recordUnsubscribe(recipient, method, new Date());
    return recipient;
  }
}
