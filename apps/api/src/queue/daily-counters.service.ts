import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PendingWrites } from '../common/pending-writes.js';
import type { Model, Types } from 'mongoose';
import { AccountDayRecord, USER_HOUR_KEPT_MS, UserDayRecord, userDayId, UserHourRecord, userHourId, utcDay, utcHour } from './daily-counter.schema.js';

export interface CounterKey {
  userId: Types.ObjectId;
  smtpAccountId: Types.ObjectId | null;
}

/**
 * How long accepted counts wait to be written together: an accepted message then costs no write
 * of its own. A process killed outright loses at most this much of the counts, which only the
 * limits read (the figures the screens show come from the rollups, which are exact).
 */
const FLUSH_INTERVAL_MS = 1000;

interface PendingCounter {
  /** Which rows: the whole account's per day (user_days) or per hour (user_hours), or an SMTP account's (smtp_account_days). */
  target: 'user' | 'userHour' | 'smtpAccount';
  id: string;
  fields: Record<string, unknown>;
  accepted: number;
}

/**
 * The accepted counts that limits read: an SMTP account's daily quota, the account's plan cap
 * and its warm-up's daily and hourly quotas. Each row's _id is derived from what it counts, so both the increment and the check
 * are lookups by _id (the embedded database answers no other lookup from an index). The figures
 * the screens show come from the rollups (RollupsService), not from these.
 */
@Injectable()
export class DailyCountersService implements OnApplicationShutdown {
  private readonly logger = new Logger(DailyCountersService.name);
  private pending = new Map<string, PendingCounter>();
  /** The increments being written now: still counted by the limits until they are stored. */
  private writing = new Map<string, PendingCounter>();
  /** Flushes run one after another: two writing the same row at once could lose an increment. */
  private flushing: Promise<void> = Promise.resolve();
  private readonly flushTimer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS).unref();

  constructor(
    @InjectModel(AccountDayRecord.name) private readonly accountDays: Model<AccountDayRecord>,
    @InjectModel(UserDayRecord.name) private readonly userDays: Model<UserDayRecord>,
    @InjectModel(UserHourRecord.name) private readonly userHours: Model<UserHourRecord>,
    pendingWrites: PendingWrites,
  ) {
    pendingWrites.register(() => this.flush());
  }

  /**
   * Counts an accepted message, written with the next flush. The limits add this process's
   * counts not yet written, so they see every message at once.
   */
  countAccepted(key: CounterKey, at = new Date()): void {
    const day = utcDay(at);
    this.addPending('user', userDayId(day, key.userId), { day, user_id: key.userId });
    const hour = utcHour(at);
    this.addPending('userHour', userHourId(hour, key.userId), { hour, user_id: key.userId, expires_at: new Date(Date.parse(`${hour}:00:00Z`) + USER_HOUR_KEPT_MS) });
    if (key.smtpAccountId) this.addPending('smtpAccount', `${day}|${key.smtpAccountId.toString()}`, { day, smtp_account_id: key.smtpAccountId });
  }

  /** Accepted messages of a row this process counted but has not written yet. */
  private unwrittenAccepted(target: PendingCounter['target'], id: string): number {
    const key = `${target}:${id}`;
    return (this.pending.get(key)?.accepted ?? 0) + (this.writing.get(key)?.accepted ?? 0);
  }

  private addPending(target: PendingCounter['target'], id: string, fields: Record<string, unknown>, accepted = 1): void {
    const key = `${target}:${id}`;
    const counter = this.pending.get(key) ?? { target, id, fields, accepted: 0 };
    counter.accepted += accepted;
    this.pending.set(key, counter);
  }

  /** Writes the waiting increments; those that fail wait for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.writing = batch;
    for (const [key, counter] of batch) {
      try {
        if (counter.target === 'user') await upsertIncrement(this.userDays, counter);
        else if (counter.target === 'userHour') await upsertIncrement(this.userHours, counter);
        else await upsertIncrement(this.accountDays, counter);
      } catch (error) {
        this.logger.error(`Writing the daily counter ${counter.id} failed: ${(error as Error).message}`);
        this.addPending(counter.target, counter.id, counter.fields, counter.accepted);
      }
      batch.delete(key);
    }
  }

  /** After the modules that accept messages have shut down (Nest goes from the app towards its dependencies). */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.flushTimer);
    await this.flush();
  }

  /** Messages an SMTP account had accepted today (UTC), for its daily quota. */
  async acceptedToday(smtpAccountId: Types.ObjectId, at = new Date()): Promise<number> {
    const id = `${utcDay(at)}|${smtpAccountId.toString()}`;
    const row = await this.accountDays.findById(id, { accepted: 1 }).lean().exec();
    return (row?.accepted ?? 0) + this.unwrittenAccepted('smtpAccount', id);
  }

  /** Messages the account had accepted today (UTC), for its plan's daily cap. */
  async acceptedTodayByUser(userId: Types.ObjectId, at = new Date()): Promise<number> {
    const id = userDayId(utcDay(at), userId);
    const row = await this.userDays.findById(id, { accepted: 1 }).lean().exec();
    return (row?.accepted ?? 0) + this.unwrittenAccepted('user', id);
  }

  /** Messages the account had accepted this UTC hour, for its warm-up's hourly quota. */
  async acceptedThisHourByUser(userId: Types.ObjectId, at = new Date()): Promise<number> {
    const id = userHourId(utcHour(at), userId);
    const row = await this.userHours.findById(id, { accepted: 1 }).lean().exec();
    return (row?.accepted ?? 0) + this.unwrittenAccepted('userHour', id);
  }
}

async function upsertIncrement<T>(model: Model<T>, { id, fields, accepted }: PendingCounter) {
  const update = { $inc: { accepted }, $setOnInsert: fields };
  try {
    await model.updateOne({ _id: id }, update, { upsert: true });
  } catch (error) {
    // Two first upserts of the same day race to insert it; the loser's retry finds the row.
    if ((error as { code?: number }).code !== 11000) throw error;
    await model.updateOne({ _id: id }, update, { upsert: true });
  }
}
