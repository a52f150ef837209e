import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { AnyBulkWriteOperation, Connection, Model } from 'mongoose';
import { backfillOnce } from '../database/one-time-backfill.js';
import { updateById } from '../database/update-by-id.js';
import { DeliveryLogRecord } from './delivery-log.schema.js';

const WRITE_BATCH_SIZE = 500;

/**
 * Gives delivery log entries written before the recipient search existed their `to_lower`, once,
 * in the background after start-up: the search finds them once it is done. The embedded database
 * has no update pipelines ({ $set: { to_lower: { $toLower: '$to' } } }), so each entry is read and
 * written back by _id.
 */
@Injectable()
export class DeliveryLogRecipientBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(DeliveryLogRecipientBackfill.name);
  /** Settles when the backfill is done (or failed, which is logged; the next start tries again). */
  finished: Promise<void> = Promise.resolve();

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(DeliveryLogRecord.name) private readonly deliveryLogs: Model<DeliveryLogRecord>,
  ) {}

  onApplicationBootstrap(): void {
    this.finished = backfillOnce(this.connection, 'delivery_logs.to_lower', () => this.fillRecipients()).catch((error: Error) =>
      this.logger.error(`Filling the recipient search field of older log entries failed: ${error.message}`),
    );
  }

  private async fillRecipients(): Promise<void> {
    const entries = this.deliveryLogs.find({ to_lower: { $exists: false } }, { to: 1 }).lean().cursor({ batchSize: WRITE_BATCH_SIZE });
    let batch: AnyBulkWriteOperation<DeliveryLogRecord>[] = [];
    let filled = 0;
    for await (const entry of entries) {
      batch.push(updateById<DeliveryLogRecord>(entry._id, { $set: { to_lower: entry.to.toLowerCase() } }));
      if (batch.length < WRITE_BATCH_SIZE) continue;
      await this.deliveryLogs.bulkWrite(batch, { ordered: false });
      filled += batch.length;
      batch = [];
    }
    if (batch.length > 0) await this.deliveryLogs.bulkWrite(batch, { ordered: false });
    filled += batch.length;
    if (filled > 0) this.logger.log(`Filled the recipient search field of ${filled} older log entries`);
  }
}
