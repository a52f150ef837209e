import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { DeliveryQueueService } from './delivery-queue.service.js';
import { OutboundMessageRecord } from './outbound-message.schema.js';

/** Stored messages younger than this are left alone: a message is stored before its deliveries. */
export const BODY_SWEEP_MIN_AGE_MS = 60 * 60_000;
/** Messages read per query. */
const BATCH_SIZE = 500;

/**
 * Removes stored message bodies that no delivery needs any more. The body normally goes with
 * its message's last delivery; a process that died between the two, or a delivery removed
 * another way, leaves it behind. The sweep walks the stored messages in bounded batches by _id,
 * oldest first, and removes each whose deliveries are all finished.
 */
@Injectable()
export class MessageBodySweep {
  private readonly logger = new Logger(MessageBodySweep.name);

  constructor(
    @InjectModel(OutboundMessageRecord.name) private readonly messages: Model<OutboundMessageRecord>,
    private readonly queue: DeliveryQueueService,
  ) {}

  /** One pass over the messages stored before the minimum age; answers how many bodies it removed. */
  async sweep(batchSize = BATCH_SIZE, now = Date.now()): Promise<number> {
    // The _id's time is when the message was named: anything after `before` may still be getting its deliveries.
    const before = Types.ObjectId.createFromTime(Math.floor((now - BODY_SWEEP_MIN_AGE_MS) / 1000));
    let after: Types.ObjectId | null = null;
    let removed = 0;
    for (;;) {
      // MongoDB serves the range and the order from the _id index and stops at the limit; the
      // embedded server reads the collection for each batch, which holds only the bodies of open
      // messages (plus what this sweep is for).
      const batch: Array<{ _id: Types.ObjectId }> = await this.messages
        .find({ _id: after ? { $gt: after, $lt: before } : { $lt: before } }, { _id: 1 })
        .sort({ _id: 1 })
        .limit(batchSize)
        .lean<Array<{ _id: Types.ObjectId }>>()
        .exec();
      for (const message of batch) {
        if (await this.queue.messageHasOpenDeliveries(message._id)) continue;
        await this.messages.deleteOne({ _id: message._id }).exec();
        removed += 1;
      }
      if (batch.length < batchSize) break;
      after = batch[batch.length - 1]._id;
    }
    if (removed > 0) this.logger.log(`Removed ${removed} message bodies that no delivery needed`);
    return removed;
  }
}
