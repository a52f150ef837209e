import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PendingWrites } from '../common/pending-writes.js';
import type { Model, Types } from 'mongoose';
import { AccountDayRecord, DailyCounterRecord, UserDayRecord, userDayId, utcDay, type CountedEvent } from './daily-counter.schema.js';

export interface CounterKey {
  userId: Types.ObjectId;
  domain: string;
  smtpAccountId: Types.ObjectId | null;
}

/**
 * How long increments of the daily counters wait to be written together: a delivery result or
 * an accepted message then costs no write of its own. A process killed outright loses at most
 * this much of the counts (the delivery logs stay exact).
 */
const FLUSH_INTERVAL_MS = 1000;

interface PendingCounter {
  /** Which rows: a domain's (daily_counters), the whole account's (user_days) or an SMTP account's (smtp_account_days). */
  target: 'domain' | 'user' | 'smtpAccount';
  id: string;
  fields: Record<string, unknown>;
  increments: Record<string, number>;
}

/**
 * Per-day counts, written on every accepted message and every delivery result. Each row's _id
 * is derived from what it counts, so both the increment and the quota check are lookups by
 * _id (the embedded database answers no other lookup from an index).
 */
@Injectable()
export class DailyCountersService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DailyCountersService.name);
  private pending = new Map<string, PendingCounter>();
  /** The increments being written now: still counted by the limits until they are stored. */
  private writing = new Map<string, PendingCounter>();
  /** Flushes run one after another: two writing the same row at once could lose an increment. */
  private flushing: Promise<void> = Promise.resolve();
  private readonly flushTimer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS).unref();

  constructor(
    @InjectModel(DailyCounterRecord.name) private readonly counters: Model<DailyCounterRecord>,
    @InjectModel(AccountDayRecord.name) private readonly accountDays: Model<AccountDayRecord>,
    @InjectModel(UserDayRecord.name) private readonly userDays: Model<UserDayRecord>,
    pendingWrites: PendingWrites,
  ) {
    pendingWrites.register(() => this.flush());
  }

  /**
   * Adds to the day's counts, written with the next flush. The limits that read accepted
   * messages (the SMTP account's quota, the account's daily cap) add this process's increments
   * not yet written, so they see every message at once.
   */
  async add(key: CounterKey, counts: Partial<Record<CountedEvent, number>>, at = new Date()): Promise<void> {
    const increments = Object.entries(counts).filter(([, count]) => count) as Array<[CountedEvent, number]>;
    if (increments.length === 0) return;
    const day = utcDay(at);
    const smtpAccount = key.smtpAccountId?.toString() ?? '-';
    this.addPending('domain', `${day}|${key.userId.toString()}|${key.domain}|${smtpAccount}`, {
      day,
      user_id: key.userId,
      domain: key.domain,
      smtp_account_id: key.smtpAccountId,
    }, increments);
    this.addPending('user', userDayId(day, key.userId), { day, user_id: key.userId }, increments);
    if (counts.accepted && key.smtpAccountId) {
      this.addPending('smtpAccount', `${day}|${smtpAccount}`, { day, smtp_account_id: key.smtpAccountId }, [['accepted', counts.accepted]]);
    }
  }

  /** Accepted messages of a row this process counted but has not written yet. */
  private unwrittenAccepted(target: PendingCounter['target'], id: string): number {
    return this.unwrittenIncrements(target, id).accepted ?? 0;
  }

  /** Every count of a row this process counted but has not written yet. */
  private unwrittenIncrements(target: PendingCounter['target'], id: string): Record<string, number> {
    const key = `${target}:${id}`;
    const sum: Record<string, number> = {};
    for (const counter of [this.pending.get(key), this.writing.get(key)]) {
      for (const [event, count] of Object.entries(counter?.increments ?? {})) sum[event] = (sum[event] ?? 0) + count;
    }
    return sum;
  }

  private addPending(target: PendingCounter['target'], id: string, fields: Record<string, unknown>, increments: Array<[string, number]>): void {
    const key = `${target}:${id}`;
    const counter = this.pending.get(key) ?? { target, id, fields, increments: {} };
    for (const [event, count] of increments) counter.increments[event] = (counter.increments[event] ?? 0) + count;
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
        if (counter.target === 'user') await upsertIncrement(this.userDays, counter.id, counter.fields, counter.increments);
        else if (counter.target === 'smtpAccount') await upsertIncrement(this.accountDays, counter.id, counter.fields, counter.increments);
        else await upsertIncrement(this.counters, counter.id, counter.fields, counter.increments);
        batch.delete(key);
      } catch (error) {
        this.logger.error(`Writing the daily counter ${counter.id} failed: ${(error as Error).message}`);
        const later = this.pending.get(key);
        if (later) for (const [event, count] of Object.entries(counter.increments)) later.increments[event] = (later.increments[event] ?? 0) + count;
        else this.pending.set(key, counter);
        batch.delete(key);
      }
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
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

  /**
   * The account's rows for these days (YYYY-MM-DD), missing days left out. One read by _id per
   * day: MongoDB would run `find({ _id: { $in: ids } })`, which the embedded database answers by
   * reading the whole collection.
   */
  async userDaysOf(userId: Types.ObjectId, days: string[]): Promise<UserDayRecord[]> {
    // Between two flushes, so that what is stored and what still waits add up to every count once.
    const read = this.flushing.then(() =>
      Promise.all(
        days.map(async (day) => {
          const id = userDayId(day, userId);
          const row = await this.userDays.findById(id).lean<UserDayRecord>().exec();
          return withUnwritten(row, this.unwrittenIncrements('user', id), { _id: id, day, user_id: userId });
        }),
      ),
    );
    this.flushing = read.then(() => undefined, () => undefined);
    const rows = await read;
    return rows.filter((row): row is UserDayRecord => row !== null);
  }
}

/** A stored day row with this process's unwritten counts added; a row only they make up starts from them. */
function withUnwritten(row: UserDayRecord | null, unwritten: Record<string, number>, key: Pick<UserDayRecord, '_id' | 'day' | 'user_id'>): UserDayRecord | null {
  if (Object.keys(unwritten).length === 0) return row;
  const counts = { ...(row ?? key) } as Record<string, unknown>;
  for (const [event, count] of Object.entries(unwritten)) counts[event] = ((counts[event] as number | undefined) ?? 0) + count;
  return counts as unknown as UserDayRecord;
}

async function upsertIncrement<T>(model: Model<T>, id: string, fields: Record<string, unknown>, increments: Record<string, number>) {
  const update = { $inc: increments, $setOnInsert: fields };
  try {
    await model.updateOne({ _id: id }, update, { upsert: true });
  } catch (error) {
    // Two first upserts of the same day race to insert it; the loser's retry finds the row.
    if ((error as { code?: number }).code !== 11000) throw error;
    await model.updateOne({ _id: id }, update, { upsert: true });
  }
}
