import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { DailyCounterRecord, utcDay, type CountedEvent } from './daily-counter.schema.js';

export interface CounterKey {
  userId: Types.ObjectId;
  domain: string;
  smtpAccountId: Types.ObjectId | null;
}

@Injectable()
export class DailyCountersService {
  constructor(@InjectModel(DailyCounterRecord.name) private readonly counters: Model<DailyCounterRecord>) {}

  async add(key: CounterKey, counts: Partial<Record<CountedEvent, number>>, at = new Date()): Promise<void> {
    const increments = Object.fromEntries(Object.entries(counts).filter(([, count]) => count));
    if (Object.keys(increments).length === 0) return;
    const filter = { day: utcDay(at), user_id: key.userId, domain: key.domain, smtp_account_id: key.smtpAccountId };
    try {
      await this.counters.updateOne(filter, { $inc: increments }, { upsert: true });
    } catch (error) {
      // Two first upserts of the same day race to insert it; the loser's retry finds the row.
      if ((error as { code?: number }).code !== 11000) throw error;
      await this.counters.updateOne(filter, { $inc: increments }, { upsert: true });
    }
  }

  /** Messages an SMTP account had accepted today (UTC), for its daily quota. */
  async acceptedToday(smtpAccountId: Types.ObjectId, at = new Date()): Promise<number> {
    const rows = await this.counters
      .find({ smtp_account_id: smtpAccountId, day: utcDay(at) }, { accepted: 1 })
      .lean()
      .exec();
    return rows.reduce((sum, row) => sum + row.accepted, 0);
  }
}
