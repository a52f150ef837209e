import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { AccountDayRecord, UserDayRecord, userDayId, utcDay } from './daily-counter.schema.js';

export interface CounterKey {
  userId: Types.ObjectId;
  smtpAccountId: Types.ObjectId | null;
}

/**
 * The per-day accepted counts that limits read: an SMTP account's daily quota and the account's
 * plan cap. Written as each message is accepted, since the next submission's check reads them;
 * each row's _id is derived from what it counts, so both the increment and the check are lookups
 * by _id. The figures the screens show come from the rollups (RollupsService), not from these.
 */
@Injectable()
export class DailyCountersService {
  constructor(
    @InjectModel(AccountDayRecord.name) private readonly accountDays: Model<AccountDayRecord>,
    @InjectModel(UserDayRecord.name) private readonly userDays: Model<UserDayRecord>,
  ) {}

  async countAccepted(key: CounterKey, at = new Date()): Promise<void> {
    const day = utcDay(at);
    await Promise.all([
      upsertIncrement(this.userDays, userDayId(day, key.userId), { day, user_id: key.userId }),
      key.smtpAccountId &&
        upsertIncrement(this.accountDays, `${day}|${key.smtpAccountId.toString()}`, { day, smtp_account_id: key.smtpAccountId }),
    ]);
  }

  /** Messages an SMTP account had accepted today (UTC), for its daily quota. */
  async acceptedToday(smtpAccountId: Types.ObjectId, at = new Date()): Promise<number> {
    const row = await this.accountDays.findById(`${utcDay(at)}|${smtpAccountId.toString()}`, { accepted: 1 }).lean().exec();
    return row?.accepted ?? 0;
  }

  /** Messages the account had accepted today (UTC), for its plan's daily cap. */
  async acceptedTodayByUser(userId: Types.ObjectId, at = new Date()): Promise<number> {
    const row = await this.userDays.findById(userDayId(utcDay(at), userId), { accepted: 1 }).lean().exec();
    return row?.accepted ?? 0;
  }
}

async function upsertIncrement<T>(model: Model<T>, id: string, fields: Record<string, unknown>) {
  const update = { $inc: { accepted: 1 }, $setOnInsert: fields };
  try {
    await model.updateOne({ _id: id }, update, { upsert: true });
  } catch (error) {
    // Two first upserts of the same day race to insert it; the loser's retry finds the row.
    if ((error as { code?: number }).code !== 11000) throw error;
    await model.updateOne({ _id: id }, update, { upsert: true });
  }
}
