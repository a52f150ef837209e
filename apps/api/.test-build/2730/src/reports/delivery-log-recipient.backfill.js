var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var DeliveryLogRecipientBackfill_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
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
let DeliveryLogRecipientBackfill = DeliveryLogRecipientBackfill_1 = class DeliveryLogRecipientBackfill {
    connection;
    deliveryLogs;
    logger = new Logger(DeliveryLogRecipientBackfill_1.name);
    /** Settles when the backfill is done (or failed, which is logged; the next start tries again). */
    finished = Promise.resolve();
    constructor(connection, deliveryLogs) {
        this.connection = connection;
        this.deliveryLogs = deliveryLogs;
    }
    onApplicationBootstrap() {
        this.finished = backfillOnce(this.connection, 'delivery_logs.to_lower', () => this.fillRecipients()).catch((error) => this.logger.error(`Filling the recipient search field of older log entries failed: ${error.message}`));
    }
    async fillRecipients() {
        const entries = this.deliveryLogs.find({ to_lower: { $exists: false } }, { to: 1 }).lean().cursor({ batchSize: WRITE_BATCH_SIZE });
        let batch = [];
        let filled = 0;
        for await (const entry of entries) {
            batch.push(updateById(entry._id, { $set: { to_lower: entry.to.toLowerCase() } }));
            if (batch.length < WRITE_BATCH_SIZE)
                continue;
            await this.deliveryLogs.bulkWrite(batch, { ordered: false });
            filled += batch.length;
            batch = [];
        }
        if (batch.length > 0)
            await this.deliveryLogs.bulkWrite(batch, { ordered: false });
        filled += batch.length;
        if (filled > 0)
            this.logger.log(`Filled the recipient search field of ${filled} older log entries`);
    }
};
DeliveryLogRecipientBackfill = DeliveryLogRecipientBackfill_1 = __decorate([
    Injectable(),
    __param(0, InjectConnection()),
    __param(1, InjectModel(DeliveryLogRecord.name)),
    __metadata("design:paramtypes", [Function, Function])
], DeliveryLogRecipientBackfill);
export { DeliveryLogRecipientBackfill };
//# sourceMappingURL=delivery-log-recipient.backfill.js.map