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
var AccountMessageSequence_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { RecentEntries } from '../queue/recent-entries.js';
import { MessageSequenceBlockRecord, MessageSequenceMarkRecord, MessageSequencePointerRecord } from './account-message-sequence.schema.js';
const DUPLICATE_KEY = 11000;
/** Places tried one after another when other processes keep taking the next one first. */
const APPEND_ATTEMPTS = 50;
/**
 * How long this process trusts the last place it gave an account without looking at the
 * database: other processes are noticed at once (their place is taken: a duplicate key), a
 * restored backup (fewer places than remembered) within this time.
 */
const REMEMBERED_PLACE_MS = 60_000;
const ACCOUNTS_REMEMBERED_MAX = 10_000;
/**
 * A place can stay empty: its insert failed (the message was refused) while a later one
 * succeeded, or the message is being accepted right now. The head search looks this far past an
 * empty place before it takes the place before it as the head.
 */
const EMPTY_PLACES_TOLERATED = 3;
/** Places per block copy (MessageSequenceBlockRecord). */
const BLOCK_SIZE = 100;
/**
 * Pointers this process wrote, kept to copy their block without reading them back (a block read
 * place by place was one find per accepted message). A few hundred bytes each.
 */
const WRITTEN_POINTERS_KEPT = 20_000;
/**
 * THE seam for reading an account's message log newest first, page by page, on the embedded
 * database (see ARCHITECTURE.md, "Know the embedded server's limits").
 *
 * On MongoDB the Messages list is
 *   `message_log.find({ user_id, [domain], [status], [bounce_reasons], [recipients: /x/i], [subject: /x/i],
 *      [created_at: { $gte, $lte }] }).sort({ created_at: -1, _id: -1 }).skip(s).limit(l)`
 * with `countDocuments` of the same filter for the total, served by the index
 * { user_id: 1, created_at: -1, _id: -1 } (and { user_id, status | domain | bounce_reasons, created_at }); the
 * embedded database serves none of it from an index: it reads the whole collection, every
 * account's messages, twice per page (seconds at 12,000 entries).
 *
 * So each accepted message also takes the next place n of its account's sequence: a pointer
 * document with the derived _id `<user id>:<n>` (message _id, created_at and the fields a search
 * matches that never change). A page is then a run of places read by _id; the total is the
 * number of places; a date range is a binary search over the places' created_at; other filters
 * walk down the places (MessageListSearch). Nothing reads another account's places: the user id
 * is part of every _id. A block of 100 places whose pointers are all written is copied into one
 * document (`<user id>:block:<b>`), after the message that takes its last place is stored (or by
 * the first reader, when a place was still being taken then), so a search reads one document per
 * hundred messages.
 *
 * A place is taken by inserting its pointer: the unique _id makes that race-free across API
 * processes (the embedded database's $inc is not atomic, so no counter document is used). Each
 * process remembers the last place it gave an account and tries the next; when another process
 * took it first (a duplicate key) it searches on for the head. Readers find the head from a hint
 * (`<user id>:head`, written lossily with $max: any taken place will do) by probing forward.
 * A place whose message was then refused (MessageLogService.forget) keeps its pointer without a
 * log entry: readers skip it, so such a page shows one message fewer than its limit and the total
 * counts it; that happens only when storing an accepted message failed.
 */
let AccountMessageSequence = AccountMessageSequence_1 = class AccountMessageSequence {
    pointers;
    marks;
    blocks;
    logger = new Logger(AccountMessageSequence_1.name);
    /** Per account: the last place this process gave out, and until when it is trusted. */
    lastPlaces = new Map();
    written = new RecentEntries({ maxEntries: WRITTEN_POINTERS_KEPT });
    constructor(pointers, marks, blocks) {
        this.pointers = pointers;
        this.marks = marks;
        this.blocks = blocks;
    }
    /** Gives the message the next place of its account; resolves with it. */
    async append(message) {
        const account = message.userId.toHexString();
        let n = await this.reservePlace(account);
        for (let attempt = 1;; attempt += 1) {
            try {
                const pointer = {
                    n,
                    message: message.id,
                    created_at: message.createdAt,
                    domain: message.domain,
                    subject: message.subject,
                    recipients: message.recipients,
                };
                await this.pointers.create({ _id: pointerId(account, n), ...toStored(pointer) });
                this.written.set(pointerId(account, n), pointer);
                // The last place of a block: copy the block now, after this message is stored, not when a search first needs it.
                if (n === this.blockStartOf(n) + BLOCK_SIZE - 1)
                    void this.copyBlockOnceComplete(account, blockOf(n));
                return n;
            }
            catch (error) {
                if (!isDuplicateKey(error) || attempt >= APPEND_ATTEMPTS) {
                    // The place may stay empty: the next message looks for the head afresh.
                    this.lastPlaces.delete(account);
                    throw error;
                }
                n = (await this.headFrom(account, n)) + 1;
                this.remember(account, n);
            }
        }
    }
    /** The account's lowest and highest places. */
    async range(userId) {
        const account = userId.toHexString();
        const [hint, low] = await Promise.all([this.headHint(account), this.lowestPlace(account)]);
        const head = await this.headFrom(account, Math.max(hint, low - 1));
        if (head > hint)
            this.raiseHeadHint(account, head);
        return { low, head };
    }
    /**
     * The pointers at places `from`, from - 1, ... (`count` of them; null for an empty place): a
     * whole block's from its copy when there is one, else each by _id; a block found complete is
     * copied for the next reader.
     */
    async readDown(userId, from, count) {
        const account = userId.toHexString();
        const to = from - count + 1;
        const found = new Map();
        const blocks = count > 0 ? Array.from({ length: blockOf(from) - blockOf(to) + 1 }, (_, index) => blockOf(from) - index) : [];
        await Promise.all(blocks.map(async (block) => {
            const first = block * BLOCK_SIZE + 1;
            const [low, high] = [Math.max(first, to), Math.min(first + BLOCK_SIZE - 1, from)];
            const copy = await this.blocks.findById(blockId(account, block)).lean().exec();
            if (copy) {
                for (const pointer of copy.pointers)
                    if (pointer.n >= low && pointer.n <= high)
                        found.set(pointer.n, toPointer(pointer.n, pointer));
                return;
            }
            const pointers = await Promise.all(Array.from({ length: high - low + 1 }, (_, index) => this.pointerAt(account, low + index)));
            pointers.forEach((pointer, index) => found.set(low + index, pointer));
            if (pointers.length === BLOCK_SIZE && pointers.every((pointer) => pointer !== null))
                this.copyBlock(account, block, pointers);
        }));
        return Array.from({ length: Math.max(0, count) }, (_, index) => found.get(from - index) ?? null);
    }
    /** The first place of the block `n` is in, where a run read block by block should break. */
    blockStartOf(n) {
        return blockOf(n) * BLOCK_SIZE + 1;
    }
    /**
     * The highest place in `range` whose pointer satisfies `isBelowOrAt`, a test that holds up to
     * some place and not above it (created_at before a date: places are taken in acceptance order);
     * low - 1 when none does. A binary search: log2(places) reads. Messages accepted at the same
     * moment may take their places in another order than their created_at: a date range's edge is
     * exact up to that.
     */
    async lastWhere(userId, range, isBelowOrAt) {
        const account = userId.toHexString();
        let below = range.low - 1;
        let above = range.head + 1;
        while (above - below > 1) {
            const middle = Math.floor((below + above) / 2);
            const pointer = await this.pointerAtOrBelow(account, middle, below + 1);
            if (pointer && !isBelowOrAt(pointer))
                above = pointer.n;
            else
                below = middle;
        }
        return below;
    }
    /** The lowest place the backfill gave the account, and that place's pointer (null: none yet). */
    async lowestBackfilled(userId) {
        const account = userId.toHexString();
        let low = Math.min(await this.lowestPlace(account), 1);
        // The mark follows each batch of pointers: a batch written just before a crash lies below it.
        while (await this.isTaken(account, low - 1))
            low -= 1;
        return low <= 0 ? this.pointerAt(account, low) : null;
    }
    /** Stores the backfill's pointers (places 0, -1, -2...), then the account's lowest place. */
    async insertBackfilled(userId, placed) {
        if (placed.length === 0)
            return;
        const account = userId.toHexString();
        const documents = placed.map(({ n, message }) => ({
            _id: pointerId(account, n),
            message: message.id,
            created_at: message.createdAt,
            domain: message.domain,
            subject: message.subject,
            recipients: message.recipients,
        }));
        try {
            await this.pointers.insertMany(documents, { ordered: false });
        }
        catch (error) {
            // Another process backfilling the same account at once places the same entries alike.
            if (!isDuplicateKey(error))
                throw error;
        }
        const lowest = Math.min(...placed.map(({ n }) => n));
        await this.marks.updateOne({ _id: `${account}:low` }, { $min: { n: lowest } }, { upsert: true }).exec();
    }
    async backfillFinishedAt() {
        const mark = await this.marks.findById('backfill').lean().exec();
        return mark?.done_at ?? null;
    }
    async markBackfillFinished(at) {
        await this.marks.updateOne({ _id: 'backfill' }, { $set: { done_at: at } }, { upsert: true }).exec();
    }
    /**
     * The next place for the account: one past the last this process gave, or, when it does not
     * know (or no longer trusts) that, one past the head found from the hint.
     */
    async reservePlace(account) {
        const known = this.lastPlaces.get(account);
        if (known && known.trustedUntil > Date.now()) {
            known.n += 1;
            return known.n;
        }
        const hint = await this.headHint(account);
        const head = await this.headFrom(account, hint);
        if (head > hint)
            this.raiseHeadHint(account, head);
        this.remember(account, head + 1);
        return this.lastPlaces.get(account).n;
    }
    remember(account, n) {
        const known = this.lastPlaces.get(account);
        if (known && known.trustedUntil > Date.now()) {
            known.n = Math.max(known.n, n);
            return;
        }
        if (this.lastPlaces.size >= ACCOUNTS_REMEMBERED_MAX)
            this.lastPlaces.clear();
        this.lastPlaces.set(account, { n, trustedUntil: Date.now() + REMEMBERED_PLACE_MS });
    }
    /**
     * The highest taken place reached from `from` (a taken place, or where to start looking) by
     * probing forward in growing steps, then halving back: about 2 log2(distance) reads.
     */
    async headFrom(account, from) {
        let taken = from;
        for (;;) {
            let step = 1;
            while (await this.isTaken(account, taken + step)) {
                taken += step;
                step *= 2;
            }
            let free = taken + step;
            while (free - taken > 1) {
                const middle = Math.floor((taken + free) / 2);
                if (await this.isTaken(account, middle))
                    taken = middle;
                else
                    free = middle;
            }
            const past = Array.from({ length: EMPTY_PLACES_TOLERATED }, (_, index) => taken + 2 + index);
            const takenPast = await Promise.all(past.map((n) => this.isTaken(account, n)));
            const furthest = takenPast.lastIndexOf(true);
            if (furthest === -1)
                return taken;
            taken = past[furthest];
        }
    }
    async pointerAtOrBelow(account, n, floor) {
        for (let place = n; place >= floor; place -= 1) {
            const pointer = await this.pointerAt(account, place);
            if (pointer)
                return pointer;
        }
        return null;
    }
    async pointerAt(account, n) {
        const pointer = await this.pointers.findById(pointerId(account, n)).lean().exec();
        return pointer && toPointer(n, pointer);
    }
    /** Not awaited by the message's acceptance; a place still being taken leaves the copy to the first reader. */
    async copyBlockOnceComplete(account, block) {
        try {
            const first = block * BLOCK_SIZE + 1;
            const pointers = await Promise.all(Array.from({ length: BLOCK_SIZE }, (_, index) => this.written.get(pointerId(account, first + index)) ?? this.pointerAt(account, first + index)));
            if (pointers.every((pointer) => pointer !== null))
                this.copyBlock(account, block, pointers);
        }
        catch (error) {
            this.logger.warn(`Reading block ${block} of the message sequence of ${account} failed: ${error.message}`);
        }
    }
    /** Not awaited: without the copy the next reader reads the pointers one by one again. */
    copyBlock(account, block, pointers) {
        this.blocks.create({ _id: blockId(account, block), pointers }).catch((error) => {
            if (!isDuplicateKey(error))
                this.logger.warn(`Copying block ${block} of the message sequence of ${account} failed: ${error.message}`);
        });
    }
    async isTaken(account, n) {
        return (await this.pointers.findById(pointerId(account, n), { _id: 1 }).lean().exec()) !== null;
    }
    async headHint(account) {
        return (await this.marks.findById(`${account}:head`).lean().exec())?.n ?? 0;
    }
    /** 1 until the backfill placed entries from before the sequence below it. */
    async lowestPlace(account) {
        return (await this.marks.findById(`${account}:low`).lean().exec())?.n ?? 1;
    }
    /** Not awaited: a lost or failed hint only makes the next head search probe a little further. */
    raiseHeadHint(account, head) {
        this.marks
            .updateOne({ _id: `${account}:head` }, { $max: { n: head } }, { upsert: true })
            .exec()
            .catch((error) => {
            if (!isDuplicateKey(error))
                this.logger.warn(`Raising the message sequence hint of ${account} failed: ${error.message}`);
        });
    }
};
AccountMessageSequence = AccountMessageSequence_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(MessageSequencePointerRecord.name)),
    __param(1, InjectModel(MessageSequenceMarkRecord.name)),
    __param(2, InjectModel(MessageSequenceBlockRecord.name)),
    __metadata("design:paramtypes", [Function, Function, Function])
], AccountMessageSequence);
export { AccountMessageSequence };
function pointerId(account, n) {
    return `${account}:${n}`;
}
function blockId(account, block) {
    return `${account}:block:${block}`;
}
/** Block b holds places b * BLOCK_SIZE + 1 to (b + 1) * BLOCK_SIZE (b is negative for backfilled places). */
function blockOf(n) {
    return Math.floor((n - 1) / BLOCK_SIZE);
}
function toStored(pointer) {
    return { message: pointer.message, created_at: pointer.created_at, domain: pointer.domain, subject: pointer.subject, recipients: pointer.recipients };
}
function toPointer(n, stored) {
    return { n, message: stored.message, created_at: stored.created_at, domain: stored.domain, subject: stored.subject, recipients: stored.recipients };
}
function isDuplicateKey(error) {
    const failure = error;
    if (failure?.code === DUPLICATE_KEY)
        return true;
    return Boolean(failure?.writeErrors?.length) && failure.writeErrors.every((writeError) => (writeError.code ?? writeError.err?.code) === DUPLICATE_KEY);
}
//# sourceMappingURL=account-message-sequence.js.map