import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import {
  CONSOLE_MAILBOX_LIMITS,
  type ConsoleMail,
  type ConsoleMailSummary,
  type ListResponse,
  type PageQuery,
  type PlatformMailKind,
} from '@platform/contracts';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { ConsoleMailRecord } from './console-mail.schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface KeptMail {
  to: string;
  subject: string;
  text: string;
  kind: PlatformMailKind;
}

type StoredMail = ConsoleMailRecord & { _id: Types.ObjectId };

/**
 * The admin console's mailbox: where platform mail goes while the platform has no transport
 * (MailerService decides). Bounded in time (TTL index, and reads skip expired mail) and in count
 * (keep() trims the oldest). The counts read at most maxMessages documents.
 */
@Injectable()
export class ConsoleMailboxService {
  constructor(@InjectModel(ConsoleMailRecord.name) private readonly mails: Model<ConsoleMailRecord>) {}

  async keep(mail: KeptMail): Promise<void> {
    await this.mails.create({ ...mail, created_at: new Date() });
    await this.removeExpired();
    await this.trimToLimit();
  }

  async list(query: PageQuery): Promise<ListResponse<ConsoleMailSummary>> {
    const window = toPageWindow(query);
    const kept = this.keptFilter();
    const [items, total] = await Promise.all([
      this.mails.find(kept, { text: 0 }).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean<StoredMail[]>().exec(),
      this.mails.countDocuments(kept).exec(),
    ]);
    return toListResponse(items.map(toSummary), total, window);
  }

  async read(id: string): Promise<ConsoleMail> {
    const mail = await this.mails.findOne({ _id: id, ...this.keptFilter() }).lean<StoredMail>().exec();
    if (!mail) throw new NotFoundException(`No mail with id ${id} in the console mailbox`);
    return { ...toSummary(mail), text: mail.text };
  }

  async delete(id: string): Promise<void> {
    const deleted = await this.mails.findByIdAndDelete(id).exec();
    if (!deleted) throw new NotFoundException(`No mail with id ${id} in the console mailbox`);
  }

  /** Mail still within its time (the TTL index removes the rest on MongoDB, not on the embedded database). */
  private keptFilter(): { created_at: { $gt: Date } } {
    return { created_at: { $gt: new Date(Date.now() - CONSOLE_MAILBOX_LIMITS.keepDays * DAY_MS) } };
  }

  /** What the TTL index does on MongoDB, for the embedded database, which has none. */
  private async removeExpired(): Promise<void> {
    await this.mails.deleteMany({ created_at: { $lte: this.keptFilter().created_at.$gt } }).exec();
  }

  /** Past maxMessages, the oldest go: the newest one beyond the limit and everything older. */
  private async trimToLimit(): Promise<void> {
    const [firstBeyond] = await this.mails
      .find({}, { created_at: 1 })
      .sort({ created_at: -1, _id: -1 })
      .skip(CONSOLE_MAILBOX_LIMITS.maxMessages)
      .limit(1)
      .lean<StoredMail[]>()
      .exec();
    if (firstBeyond) await this.mails.deleteMany({ created_at: { $lte: firstBeyond.created_at } }).exec();
  }
}

function toSummary(mail: StoredMail): ConsoleMailSummary {
  return {
    _id: mail._id.toHexString(),
    to: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    created_at: mail.created_at.toISOString(),
    expires_at: new Date(mail.created_at.getTime() + CONSOLE_MAILBOX_LIMITS.keepDays * DAY_MS).toISOString(),
  };
}
