import { Inject, Injectable } from '@nestjs/common';
import type { SuppressionCause } from '@platform/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DomainsService, type SendingDomain } from '../domains/domains.service.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { DeliveryQueueService, type EnqueuedMessage } from '../queue/delivery-queue.service.js';
import type { SubmissionSource } from '../queue/outbound-message.schema.js';
import type { SmtpAccountDocument } from '../smtp-accounts/smtp-account.schema.js';
import { SuppressionsService } from '../suppressions/suppressions.service.js';
import type { UserDocument } from '../users/user.schema.js';
import { AccountSendingRules } from './account-sending-rules.service.js';
import { domainOfAddress, ensureMessageId } from './message-headers.js';
import { RecipientCopiesService } from './recipient-copies.service.js';
import { SubmissionRefused } from './submission-refused.js';

/** The end of the refusal of a suppressed recipient, by why it is on the list. */
const SUPPRESSED_BECAUSE: Record<SuppressionCause, string> = {
  bounce: 'an earlier message to it bounced permanently',
  complaint: 'its owner reported an earlier message as spam',
  unsubscribe: 'its owner unsubscribed',
  manual: 'the account added it to its suppression list',
};

/** Who is sending: the user, and the SMTP account when the message came by SMTP. */
export interface Sender {
  user: UserDocument;
  smtpAccount: SmtpAccountDocument | null;
  /** Set when an API key limited to one domain sends: the only sender domain it may use (issue 13). */
  apiKeyDomain?: string | null;
}

export interface Submission extends Sender {
  source: SubmissionSource;
  envelopeFrom: string;
  recipients: string[];
  /** The message as the sender gave it, not yet signed. */
  message: Buffer;
}

/**
 * The checks every message passes before it is accepted, whichever way it came (HTTP or
 * SMTP), then signing and durable storage. SMTP runs the same checks step by step (sender
 * at MAIL FROM, each recipient at RCPT TO) so refusals come at the command they concern.
 */
@Injectable()
export class MessageAcceptanceService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domainsService: DomainsService,
    private readonly counters: DailyCountersService,
    private readonly suppressions: SuppressionsService,
    private readonly recipientCopies: RecipientCopiesService,
    private readonly queue: DeliveryQueueService,
    private readonly accountSendingRules: AccountSendingRules,
  ) {}

  /** The sender's domain if this sender may send from this address now; refuses otherwise. */
  async checkSender(sender: Sender, envelopeFrom: string): Promise<SendingDomain> {
    if (sender.user.status !== 'active') throw SubmissionRefused.forbidden('Your account is inactive');
    if (sender.smtpAccount && sender.smtpAccount.status !== 'active') {
      throw SubmissionRefused.forbidden('This SMTP account is inactive');
    }
    await this.accountSendingRules.check(sender, envelopeFrom);
    const domainName = domainOfAddress(envelopeFrom);
    if (!domainName) throw SubmissionRefused.badInput(`Sender address ${envelopeFrom || '<>'} has no domain`);
    const domain = await this.domainsService.sendingDomain(domainName);
    if (!domain || !domain.user_id.equals(sender.user._id)) {
      throw SubmissionRefused.forbidden(`Sender domain ${domainName} is not one of your domains`);
    }
    if (domain.status !== 'active') throw SubmissionRefused.forbidden(`Sender domain ${domainName} is inactive`);
    if (this.config.sending.requireVerifiedDkim && !domain.dkim_verified) {
      throw SubmissionRefused.forbidden(`Sender domain ${domainName} has not passed DKIM verification`);
    }
    if (!domain.send_plan) throw SubmissionRefused.forbidden(`Sender domain ${domainName} has no send plan`);
    await this.checkQuota(sender.smtpAccount);
    return domain;
  }

  /** Refuses recipients on the user's suppression list (hard bounces, complaints, unsubscribes, listed by the user). */
  async checkRecipients(sender: Sender, recipients: string[]): Promise<void> {
    if (recipients.length > this.config.sending.maxRecipients) {
      throw SubmissionRefused.badInput(`Too many recipients: at most ${this.config.sending.maxRecipients} per message`);
    }
    const suppressed = await this.suppressions.suppressionsAmong(sender.user._id, recipients);
    if (suppressed.length) {
      throw SubmissionRefused.suppressed(
        `Recipient ${suppressed.map((entry) => entry.address).join(', ')} is suppressed: ${SUPPRESSED_BECAUSE[suppressed[0].cause]}`,
      );
    }
  }

  /** Checks, signs (a copy per recipient where headers differ) and stores the message; resolves once it is durably queued. */
  async accept(submission: Submission): Promise<EnqueuedMessage> {
    if (submission.message.length > this.config.sending.maxMessageBytes) {
      throw SubmissionRefused.tooLarge(`Message too large: at most ${this.config.sending.maxMessageBytes} bytes`);
    }
    if (submission.recipients.length === 0) throw SubmissionRefused.badInput('The message has no recipients');
    const domain = await this.checkSender(submission, submission.envelopeFrom);
    await this.checkRecipients(submission, submission.recipients);

    const { raw, messageId } = ensureMessageId(submission.message, domain.domain);
    const prepared = await this.recipientCopies.prepare(raw, domain, submission.recipients);

    return this.queue.enqueue({
      id: prepared.id,
      userId: submission.user._id,
      smtpAccountId: submission.smtpAccount?._id ?? null,
      domain: domain.domain,
      routing: {
        sendPlan: domain.send_plan as Exclude<SendingDomain['send_plan'], ''>,
        relayId: domain.bulletproof_relay_id,
        agentOwnerUserId: domain.send_plan === 'byoip' ? domain.user_id : null,
        allowedIps: domain.send_plan === 'byoip' ? domain.dedicated_ips : [],
      },
      source: submission.source,
      envelopeFrom: submission.envelopeFrom,
      recipients: submission.recipients,
      recipientCopies: prepared.copies,
      messageId,
      raw: prepared.raw,
    });
  }

  private async checkQuota(smtpAccount: SmtpAccountDocument | null): Promise<void> {
    if (!smtpAccount || smtpAccount.quota <= 0) return;
    const acceptedToday = await this.counters.acceptedToday(smtpAccount._id);
    if (acceptedToday >= smtpAccount.quota) {
      throw SubmissionRefused.quotaExceeded(`Daily quota of ${smtpAccount.quota} messages reached for ${smtpAccount.email}`);
    }
  }
}
