import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { AccountDayRecord, DailyCounterRecord, utcDay, type CountedEvent } from './daily-counter.schema.js';

export interface CounterKey {
  userId: Types.ObjectId;
  domain: string;
  smtpAccountId: Types.ObjectId | null;
}

/**
 * Per-day counts, written on every accepted message and every delivery result. Each row's _id
 * is derived from what it counts, so both the increment and the quota check are lookups by
 * _id (the embedded database answers no other lookup from an index).
 */
@Injectable()
export class DailyCountersService {
  constructor(
    @InjectModel(DailyCounterRecord.name) private readonly counters: Model<DailyCounterRecord>,
    @InjectModel(AccountDayRecord.name) private readonly accountDays: Model<AccountDayRecord>,
  ) {}

  async add(key: CounterKey, counts: Partial<Record<CountedEvent, number>>, at = new Date()): Promise<void> {
    const increments = Object.fromEntries(Object.entries(counts).filter(([, count]) => count));
    if (Object.keys(increments).length === 0) return;
    const day = utcDay(at);
    const smtpAccount = key.smtpAccountId?.toString() ?? '-';
    await upsertIncrement(
      this.counters,
      `${day}|${key.userId.toString()}|${key.domain}|${smtpAccount}`,
      { day, user_id: key.userId, domain: key.domain, smtp_account_id: key.smtpAccountId },
      increments,
    );
    if (key.smtpAccountId && counts.accepted) {
      await upsertIncrement(this.accountDays, `${day}|${smtpAccount}`, { day, smtp_account_id: key.smtpAccountId }, { accepted: counts.accepted });
    }
  }

  /** Messages an SMTP account had accepted today (UTC), for its daily quota. */
  async acceptedToday(smtpAccountId: Types.ObjectId, at = new Date()): Promise<number> {
    const row = await this.accountDays.findById(`${utcDay(at)}|${smtpAccountId.toString()}`, { accepted: 1 }).lean().exec();
    return row?.accepted ?? 0;
  }
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
