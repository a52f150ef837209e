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
var MessageSequenceBackfill_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AccountMessageSequence } from './account-message-sequence.js';
import { MessageLogRecord } from './message-log.schema.js';
/** Pointers written at once; the account's lowest place is marked after each batch. */
const BATCH = 500;
/**
 * Once, in the background after start-up: message-log entries written before the message
 * sequence existed (no `seq`) get places below the account's first, 0, -1, -2..., newest first,
 * so the Messages list shows them after an upgrade. Resumable: the entries are read in the same
 * order every time, and those at or above the account's lowest backfilled place are skipped.
 * Finished, it leaves a mark and later starts read nothing. (A backup restored from before the
 * sequence takes the mark away with everything else: the next start places its entries.)
 */
let MessageSequenceBackfill = MessageSequenceBackfill_1 = class MessageSequenceBackfill {
    log;
    sequence;
    logger = new Logger(MessageSequenceBackfill_1.name);
    stopping = false;
    /** The background run started at bootstrap; tests wait for it. */
    completion = Promise.resolve({ placed: 0, accounts: 0, ran: false });
    constructor(log, sequence) {
        this.log = log;
        this.sequence = sequence;
    }
    onApplicationBootstrap() {
        this.completion = this.run().catch((error) => {
            this.logger.error(`Placing message-log entries from before the message sequence failed (the next start tries again): ${error.message}`);
            return { placed: 0, accounts: 0, ran: false };
        });
    }
    async beforeApplicationShutdown() {
        this.stopping = true;
        await this.completion;
    }
    async run() {
        if (await this.sequence.backfillFinishedAt())
            return { placed: 0, accounts: 0, ran: false };
        const startedAt = new Date();
        this.logger.log('Looking for message-log entries from before the message sequence, to give them their place in the Messages list');
        // On MongoDB the index { user_id: 1, created_at: -1, _id: -1 } serves this order; the embedded database reads and sorts the collection once.
        const entries = this.log
            .find({ seq: { $exists: false } }, { user_id: 1, created_at: 1, domain: 1, subject: 1, recipients: 1 })
            .sort({ user_id: 1, created_at: -1, _id: -1 })
            .lean()
            .cursor();
        let account = null;
        let placed = 0;
        let accounts = 0;
        const finishAccount = async () => {
            if (!account)
                return;
            await account.flush();
            placed += account.placed;
            if (account.placed > 0)
                accounts += 1;
        };
        for await (const entry of entries) {
            if (this.stopping) {
                await entries.close();
                return { placed, accounts, ran: false };
            }
            if (!account || !account.userId.equals(entry.user_id)) {
                await finishAccount();
                account = new AccountBackfill(this.sequence, entry.user_id, await this.sequence.lowestBackfilled(entry.user_id));
            }
            account.add(entry);
            if (account.pendingCount >= BATCH)
                await account.flush();
        }
        await finishAccount();
        await this.sequence.markBackfillFinished(new Date());
        const seconds = ((Date.now() - startedAt.getTime()) / 1000).toFixed(1);
        this.logger.log(`Gave ${placed} message-log entries of ${accounts} accounts their place in the Messages list (${seconds} s); later starts skip this`);
        return { placed, accounts, ran: true };
    }
};
MessageSequenceBackfill = MessageSequenceBackfill_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(MessageLogRecord.name)),
    __metadata("design:paramtypes", [Function, AccountMessageSequence])
], MessageSequenceBackfill);
export { MessageSequenceBackfill };
/** One account's entries, newest first, as they stream by. */
class AccountBackfill {
    sequence;
    userId;
    lowest;
    pending = [];
    next;
    /** Entries this run placed for the account. */
    placed = 0;
    constructor(sequence, userId, 
    /** Where an earlier run stopped: entries up to it in the stream's order have their place. */
    lowest) {
        this.sequence = sequence;
        this.userId = userId;
        this.lowest = lowest;
        this.next = lowest ? lowest.n - 1 : 0;
    }
    get pendingCount() {
        return this.pending.length;
    }
    /** Queues the entry's place, unless an earlier run placed it already. */
    add(entry) {
        if (this.lowest && !comesAfter(entry, this.lowest))
            return;
        this.pending.push({
            n: this.next,
            message: { id: entry._id, userId: entry.user_id, createdAt: entry.created_at, domain: entry.domain, subject: entry.subject ?? '', recipients: entry.recipients ?? [] },
        });
        this.next -= 1;
    }
    async flush() {
        const batch = this.pending;
        this.pending = [];
        await this.sequence.insertBackfilled(this.userId, batch);
        this.placed += batch.length;
    }
}
/** Whether the entry comes after the pointer's message in the order created_at descending, _id descending. */
function comesAfter(entry, pointer) {
    const difference = entry.created_at.getTime() - pointer.created_at.getTime();
    if (difference !== 0)
        return difference < 0;
    return entry._id.toHexString() < pointer.message.toHexString();
}
//# sourceMappingURL=message-sequence-backfill.service.js.map