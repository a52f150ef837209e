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
var MessageBodySweep_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
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
let MessageBodySweep = MessageBodySweep_1 = class MessageBodySweep {
    messages;
    queue;
    logger = new Logger(MessageBodySweep_1.name);
    constructor(messages, queue) {
        this.messages = messages;
        this.queue = queue;
    }
    /** One pass over the messages stored before the minimum age; answers how many bodies it removed. */
    async sweep(batchSize = BATCH_SIZE, now = Date.now()) {
        // The _id's time is when the message was named: anything after `before` may still be getting its deliveries.
        const before = Types.ObjectId.createFromTime(Math.floor((now - BODY_SWEEP_MIN_AGE_MS) / 1000));
        let after = null;
        let removed = 0;
        for (;;) {
            // MongoDB serves the range and the order from the _id index and stops at the limit; the
            // embedded server reads the collection for each batch, which holds only the bodies of open
            // messages (plus what this sweep is for).
            const batch = await this.messages
                .find({ _id: after ? { $gt: after, $lt: before } : { $lt: before } }, { _id: 1 })
                .sort({ _id: 1 })
                .limit(batchSize)
                .lean()
                .exec();
            for (const message of batch) {
                if (await this.queue.messageHasOpenDeliveries(message._id))
                    continue;
                await this.messages.deleteOne({ _id: message._id }).exec();
                removed += 1;
            }
            if (batch.length < batchSize)
                break;
            after = batch[batch.length - 1]._id;
        }
        if (removed > 0)
            this.logger.log(`Removed ${removed} message bodies that no delivery needed`);
        return removed;
    }
};
MessageBodySweep = MessageBodySweep_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(OutboundMessageRecord.name)),
    __metadata("design:paramtypes", [Function, DeliveryQueueService])
], MessageBodySweep);
export { MessageBodySweep };
//# sourceMappingURL=message-body-sweep.service.js.map