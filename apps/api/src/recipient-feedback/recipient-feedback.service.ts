import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { BounceType, MessageEventType } from '@platform/contracts';
import type { BounceClassification } from '../bounce-classification/bounce-classifier.js';
import { MessageLogRecord } from '../message-log/message-log.schema.js';
import type { MessageEventRecord } from '../message-log/message-event.schema.js';
import { MessageLogService, recipientEventId } from '../message-log/message-log.service.js';
import type { RecipientReference } from '../recipient-tokens/recipient-token.js';
import { BounceSuppressions } from '../suppressions/bounce-suppressions.service.js';
import { SuppressionsService } from '../suppressions/suppressions.service.js';

/** One recipient of one logged message: whom a report or an unsubscribe is about. */
export interface FeedbackRecipient {
  messageId: Types.ObjectId;
  userId: Types.ObjectId;
  /** The sender domain. */
  domain: string;
  /** Lower-cased, as the message log keeps it. */
  address: string;
}

export interface BounceReport {
  type: BounceType;
  /** Enhanced status code, e.g. 5.1.1; null when the report gave none. */
  statusCode: string | null;
  /** Why it failed (bounce-classification). */
  classification: BounceClassification;
  /** The report's diagnostic text (or what else it said). */
  diagnostic: string;
  /** The same report delivered again has the same key (its Message-ID, or a digest of it). */
  reportKey: string;
  at: Date;
}

/** How a recipient unsubscribed: the provider's one-click POST, the button of the link's page, or mail to the mailto. */
export type UnsubscribeMethod = 'one-click' | 'confirmation page' | 'mailto' | 'feedback report';

/** Customers set their own Message-IDs: a few messages may share one; more than this is no match to trust. */
const MESSAGE_ID_MATCHES_MAX = 10;

const UNSUBSCRIBE_RESPONSE: Record<UnsubscribeMethod, string> = {
  'one-click': 'Unsubscribed with one click (List-Unsubscribe-Post)',
  'confirmation page': 'Unsubscribed on the unsubscribe page',
  mailto: 'Unsubscribed by e-mail (List-Unsubscribe mailto)',
  'feedback report': 'Unsubscribed through the mailbox provider (feedback report of type opt-out)',
};

/**
 * What recipients' sides tell after delivery (bounces, complaints, unsubscribes) becomes an
 * event in the message's timeline (through MessageLogService.recordEvents, once per report) and,
 * where it must, a suppression of the recipient for the message's account.
 */
@Injectable()
export class RecipientFeedbackService {
  private readonly logger = new Logger(RecipientFeedbackService.name);

  constructor(
    @InjectModel(MessageLogRecord.name) private readonly log: Model<MessageLogRecord>,
    private readonly messageLog: MessageLogService,
    private readonly suppressions: SuppressionsService,
    private readonly bounceSuppressions: BounceSuppressions,
  ) {}

  /** The recipient a verified token names; null when its message is not in the log (removed, or never stored). */
  async recipientOf(reference: RecipientReference): Promise<FeedbackRecipient | null> {
    const entry = await this.log.findById(new Types.ObjectId(reference.messageId), { user_id: 1, domain: 1, recipients: 1 }).lean().exec();
    const address = entry?.recipients[reference.recipientIndex];
    if (!entry || !address) return null;
    return { messageId: entry._id, userId: entry.user_id, domain: entry.domain, address };
  }

  /**
   * The recipient of a message known only by its Message-ID (an abuse report whose reporter
   * removed the return path): the recipient named, else the only one; null when it is not clear.
   */
  async recipientByMessageId(messageId: string, recipient: string | null): Promise<FeedbackRecipient | null> {
    const entries = await this.log
      .find({ message_id: messageId }, { user_id: 1, domain: 1, recipients: 1 })
      .limit(MESSAGE_ID_MATCHES_MAX)
      .lean()
      .exec();
    const candidates = entries.flatMap((entry) => {
      const addresses = recipient ? entry.recipients.filter((address) => address === recipient.toLowerCase()) : entry.recipients;
      return addresses.map((address) => ({ messageId: entry._id, userId: entry.user_id, domain: entry.domain, address }));
    });
    return candidates.length === 1 ? candidates[0] : null;
  }

  /**
   * A permanent failure suppresses the recipient as a refusal during delivery does, by the same
   * rule (BounceSuppressions: address-level reasons at once, mailbox ones when they repeat); a
   * soft one (a delay notice) is only recorded. The event carries the reason, its source and
   * whether the address is suppressed now; a repeated report counts once.
   */
  async recordBounce(recipient: FeedbackRecipient, report: BounceReport): Promise<void> {
    const hard = report.type === 'hard';
    const response = report.diagnostic || `Bounced (${report.statusCode ?? report.classification.reason})`;
    const eventId = recipientEventId(recipient.messageId, 'bounced', recipient.address, report.reportKey);
    const repeated = hard && (await this.messageLog.hasEvent(eventId));
    const suppressed = hard && !repeated && (await this.bounceSuppressions.recordFailure(recipient.userId, recipient.address, report.classification, response, report.at));
    // The rollups count it as bounced when hard: a soft bounce (a delay notice) is no outcome yet.
    await this.record(recipient, 'bounced', report.reportKey, response, report.at, {
      bounce_type: report.type,
      status_code: report.statusCode,
      bounce_reason: report.classification.reason,
      bounce_reason_source: report.classification.source,
      suppressed,
    });
    await this.messageLog.addBounceReason(recipient.messageId, report.classification.reason);
    if (hard) await this.messageLog.markRecipientBounced(recipient.messageId, recipient.address, response);
  }

  async recordComplaint(recipient: FeedbackRecipient, feedbackType: string, at: Date): Promise<void> {
    const response = `Complaint: ${feedbackType} report (feedback loop)`;
    await this.suppressions.suppress(recipient.userId, [recipient.address], response, 'complaint');
    // One complaint per recipient and message, however many reports say so.
    await this.record(recipient, 'complained', 'complaint', response, at);
  }

  async recordUnsubscribe(recipient: FeedbackRecipient, method: UnsubscribeMethod, at: Date): Promise<void> {
    const response = UNSUBSCRIBE_RESPONSE[method];
    await this.suppressions.suppress(recipient.userId, [recipient.address], response, 'unsubscribe');
    await this.record(recipient, 'unsubscribed', 'unsubscribe', response, at);
  }

  /**
   * The suppression is written before the event: a crash in between leaves the recipient
   * suppressed and the report, when sent again, records the event.
   */
  private async record(
    recipient: FeedbackRecipient,
    type: MessageEventType,
    key: string,
    response: string,
    at: Date,
    extra: Pick<MessageEventRecord, 'bounce_type' | 'status_code' | 'bounce_reason' | 'bounce_reason_source' | 'suppressed'> = {},
  ): Promise<void> {
    const stored = await this.messageLog.recordEvents([
      {
        _id: recipientEventId(recipient.messageId, type, recipient.address, key),
        message: recipient.messageId,
        user_id: recipient.userId,
        domain: recipient.domain,
        type,
        recipient: recipient.address,
        response,
        attempt: null,
        source_ip: null,
        agent_hostname: null,
        bounce_type: null,
        status_code: null,
        ...extra,
        created_at: at,
      },
    ]);
    if (stored.length) this.logger.log(`${type} ${recipient.address} (message ${recipient.messageId.toHexString()}): ${response}`);
  }
}
