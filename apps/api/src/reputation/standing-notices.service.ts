import { Injectable, Logger } from '@nestjs/common';
import type { Types } from 'mongoose';
import { WEBHOOK_PAYLOAD_VERSION, type AccountStandingWebhookData } from '@platform/contracts';
import { MailerService } from '../mail/mailer.service.js';
import { UsersService } from '../users/users.service.js';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service.js';
import type { StandingChangeRecord } from './account-standing.schema.js';

/** What the owner is told of each standing: the mail's subject and its last lines. */
const NOTICE = {
  review: {
    subject: 'Your account is under review',
    kind: 'account_review',
    next: [
      'Your mail is still sent. Above the pause line it would be paused: please clean your lists',
      '(remove addresses that bounce, send only to people who asked for your mail) before it gets there.',
    ],
  },
  paused: {
    subject: 'Sending from your account is paused',
    kind: 'account_paused',
    next: [
      'New messages are refused, and the messages already queued are held: none is lost. Once an',
      'administrator has reviewed the account and resumes it, the held messages are sent.',
    ],
  },
} as const;

/**
 * Tells the owner of an account that went into review or was paused: a mail (the platform's own
 * mail route) and an `account.review` / `account.paused` webhook to the endpoints that subscribe,
 * signed and retried like every webhook. The change's id names the webhook event, so telling
 * again (a retry after a crash) queues nothing twice.
 */
@Injectable()
export class StandingNotices {
  private readonly logger = new Logger(StandingNotices.name);

  constructor(
    private readonly mailer: MailerService,
    private readonly users: UsersService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  async tell(userId: Types.ObjectId, change: StandingChangeRecord): Promise<void> {
    if (change.to === 'good') return;
    const data: AccountStandingWebhookData = { event_id: change._id, user_id: userId.toHexString(), standing: change.to, reason: change.reason, figures: change.figures };
    await this.webhooks.enqueueAccountEvent(userId, change._id, {
      type: change.to === 'paused' ? 'account.paused' : 'account.review',
      version: WEBHOOK_PAYLOAD_VERSION,
      created_at: change.created_at.toISOString(),
      data,
    });
    const owner = await this.users.findForSending(userId);
    if (!owner) return;
    const notice = NOTICE[change.to];
    const { figures } = change;
    await this.mailer
      .send({
        to: owner.email,
        subject: notice.subject,
        kind: notice.kind,
        text: [
          change.reason,
          '',
          `In the last ${figures.window_days} days: ${figures.sent} messages sent, ${figures.hard_bounced} hard bounces (${figures.bounce_rate} %), ` +
            `${figures.complained} complaints (${figures.complaint_rate} %). Mail to the mailbox simulator is not counted.`,
          '',
          ...notice.next,
        ].join('\n'),
      })
      .catch((error: Error) => this.logger.error(`Telling the owner of account ${userId.toHexString()} of its ${change.to} standing failed: ${error.message}`));
  }
}
