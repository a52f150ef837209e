import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { BOUNCE_REPEATS_COUNTED } from '@platform/contracts';
import type { BounceClassification } from '../bounce-classification/bounce-classifier.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { BounceRepeatRecord } from './bounce-repeat.schema.js';
import { SuppressionsService } from './suppressions.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * THE rule of which failures suppress a recipient (issue 30), for the queue's refusals during
 * delivery and for bounces reported later alike: an address-level reason (user unknown, host
 * unknown, has moved) at once; a reason about the mailbox (full, suspended, expired) once it
 * repeated for the address over the configured span; any other reason (blocks, spam, policy,
 * authentication, rate limits: about the sender) never.
 */
@Injectable()
export class BounceSuppressions {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(BounceRepeatRecord.name) private readonly repeats: Model<BounceRepeatRecord>,
    private readonly suppressions: SuppressionsService,
  ) {}

  /** Records one permanent failure of the address; answers whether it is suppressed now. */
  async recordFailure(userId: Types.ObjectId, address: string, classification: BounceClassification, response: string, at: Date): Promise<boolean> {
    if (classification.addressLevel) {
      await this.suppressions.suppress(userId, [address], response, 'bounce', { reason: classification.reason, repeated: false });
      return true;
    }
    const { bounceRepeatCount, bounceRepeatDays } = this.config.inbound;
    if (bounceRepeatCount === 0 || !(BOUNCE_REPEATS_COUNTED as ReadonlyArray<string>).includes(classification.reason)) return false;
    const count = await this.countRepeat(userId, address.toLowerCase(), at, bounceRepeatDays * DAY_MS);
    if (count < bounceRepeatCount) return false;
    const reason = `Failed ${count} times within ${bounceRepeatDays} days; last: ${response}`;
    await this.suppressions.suppress(userId, [address], reason, 'bounce', { reason: classification.reason, repeated: true });
    return true;
  }

  /** Counts the failure into the address's span (a new span once the old one is over); answers the span's count. */
  private async countRepeat(userId: Types.ObjectId, address: string, at: Date, spanMs: number): Promise<number> {
    const _id = `${userId.toHexString()}:${address}`;
    const current = await this.repeats.findById(_id).lean().exec();
    if (!current || at.getTime() - current.first_at.getTime() > spanMs) {
      await this.repeats.updateOne({ _id }, { $set: { count: 1, first_at: at } }, { upsert: true }).exec();
      return 1;
    }
    await this.repeats.updateOne({ _id }, { $inc: { count: 1 } }).exec();
    return current.count + 1;
  }
}
