import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { duplicatePositions } from '../common/duplicate-keys.js';
import { RecentEntries } from '../queue/recent-entries.js';
import { MessageSequenceBlockRecord, MessageSequenceMarkRecord, MessageSequencePointerRecord } from './account-message-sequence.schema.js';

/** A message as it takes its place in the sequence. */
export interface SequencedMessage {
  id: Types.ObjectId;
  userId: Types.ObjectId;
  createdAt: Date;
  domain: string;
  subject: string;
  /** Lower-cased. */
  recipients: string[];
}

export interface SequencePointer {
  n: number;
  message: Types.ObjectId;
  created_at: Date;
  domain: string;
  subject: string;
  recipients: string[];
}

/** The account's places, lowest and highest; none while head < low. */
export interface SequenceRange {
  low: number;
  head: number;
}

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
@Injectable()
export class AccountMessageSequence {
  private readonly logger = new Logger(AccountMessageSequence.name);
  /** Per account: the last place this process gave out, and until when it is trusted. */
  private readonly lastPlaces = new Map<string, { n: number; trustedUntil: number }>();
  private readonly written = new RecentEntries<string, SequencePointer>({ maxEntries: WRITTEN_POINTERS_KEPT });

  constructor(
    @InjectModel(MessageSequencePointerRecord.name) private readonly pointers: Model<MessageSequencePointerRecord>,
    @InjectModel(MessageSequenceMarkRecord.name) private readonly marks: Model<MessageSequenceMarkRecord>,
    @InjectModel(MessageSequenceBlockRecord.name) private readonly blocks: Model<MessageSequenceBlockRecord>,
  ) {}

  /** Gives the message the next place of its account; resolves with it. */
  async append(message: SequencedMessage): Promise<number> {
    const [n] = await this.appendMany([message]);
    return n;
  }

  /**
   * Gives each message the next place of its account, in order; resolves with the places. The
   * pointers of messages accepted together are inserted with one command (one insert each cost
   * the embedded database about 0.45 ms of CPU per pointer, 0.1 ms in a batch: issue 29); a place another process took
   * first meanwhile (a duplicate key) sends its message alone down the search for the head.
   */
  async appendMany(messages: SequencedMessage[]): Promise<number[]> {
    const places: number[] = [];
    // One after the other: each reservation counts on the one before it.
    for (const message of messages) places.push(await this.reservePlace(message.userId.toHexString()));
    const documents = messages.map((message, index) => ({ _id: pointerId(message.userId.toHexString(), places[index]), ...toStored(pointerOf(message, places[index])) }));
    let taken = new Set<number>();
    try {
      await this.pointers.insertMany(documents, { ordered: false, lean: true });
    } catch (error) {
      const duplicates = duplicatePositions(error);
      if (duplicates === null) {
        // Some places may stay empty: the next messages look for the head afresh.
        for (const message of messages) this.lastPlaces.delete(message.userId.toHexString());
        throw error;
      }
      // A duplicate that names no position: whichever pointer is not this message's was taken first.
      taken = duplicates.size ? duplicates : await this.takenByOthers(documents);
    }
    return Promise.all(
      messages.map(async (message, index) => {
        if (taken.has(index)) return this.appendAfter(message, places[index]);
        this.noteWritten(message.userId.toHexString(), pointerOf(message, places[index]));
        return places[index];
      }),
    );
  }

  /** Inserts the message's pointer past `takenPlace`, which another process took first. */
  private async appendAfter(message: SequencedMessage, takenPlace: number): Promise<number> {
    const account = message.userId.toHexString();
    let n = takenPlace;
    for (let attempt = 2; ; attempt += 1) {
      n = (await this.headFrom(account, n)) + 1;
      this.remember(account, n);
      try {
        const pointer = pointerOf(message, n);
        await this.pointers.insertMany([{ _id: pointerId(account, n), ...toStored(pointer) }], { lean: true });
        this.noteWritten(account, pointer);
        return n;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= APPEND_ATTEMPTS) {
          // The place may stay empty: the next message looks for the head afresh.
          this.lastPlaces.delete(account);
          throw error;
        }
      }
    }
  }

  /** The positions of the documents whose _id holds another message's pointer. */
  private async takenByOthers(documents: Array<{ _id: string; message: Types.ObjectId }>): Promise<Set<number>> {
    const stored = await Promise.all(documents.map((document) => this.pointers.findById(document._id, { message: 1 }).lean().exec()));
    return new Set(documents.flatMap((document, index) => (stored[index]?.message.equals(document.message) ? [] : [index])));
  }

  /** Remembers a pointer this process stored; the last place of a block copies the block now, not when a search first needs it. */
  private noteWritten(account: string, pointer: SequencePointer): void {
    this.written.set(pointerId(account, pointer.n), pointer);
    if (pointer.n === this.blockStartOf(pointer.n) + BLOCK_SIZE - 1) void this.copyBlockOnceComplete(account, blockOf(pointer.n));
  }

  /** The account's lowest and highest places. */
  async range(userId: Types.ObjectId): Promise<SequenceRange> {
    const account = userId.toHexString();
    const [hint, low] = await Promise.all([this.headHint(account), this.lowestPlace(account)]);
    const head = await this.headFrom(account, Math.max(hint, low - 1));
    if (head > hint) this.raiseHeadHint(account, head);
    return { low, head };
  }

  /**
   * The pointers at places `from`, from - 1, ... (`count` of them; null for an empty place): a
   * whole block's from its copy when there is one, else each by _id; a block found complete is
   * copied for the next reader.
   */
  async readDown(userId: Types.ObjectId, from: number, count: number): Promise<Array<SequencePointer | null>> {
    const account = userId.toHexString();
    const to = from - count + 1;
    const found = new Map<number, SequencePointer | null>();
    const blocks = count > 0 ? Array.from({ length: blockOf(from) - blockOf(to) + 1 }, (_, index) => blockOf(from) - index) : [];
    await Promise.all(
      blocks.map(async (block) => {
        const first = block * BLOCK_SIZE + 1;
        const [low, high] = [Math.max(first, to), Math.min(first + BLOCK_SIZE - 1, from)];
        const copy = await this.blocks.findById(blockId(account, block)).lean().exec();
        if (copy) {
          for (const pointer of copy.pointers) if (pointer.n >= low && pointer.n <= high) found.set(pointer.n, toPointer(pointer.n, pointer));
          return;
        }
        const pointers = await Promise.all(Array.from({ length: high - low + 1 }, (_, index) => this.pointerAt(account, low + index)));
        pointers.forEach((pointer, index) => found.set(low + index, pointer));
        if (pointers.length === BLOCK_SIZE && pointers.every((pointer) => pointer !== null)) this.copyBlock(account, block, pointers as SequencePointer[]);
      }),
    );
    return Array.from({ length: Math.max(0, count) }, (_, index) => found.get(from - index) ?? null);
  }

  /** The first place of the block `n` is in, where a run read block by block should break. */
  blockStartOf(n: number): number {
    return blockOf(n) * BLOCK_SIZE + 1;
  }

  /**
   * The highest place in `range` whose pointer satisfies `isBelowOrAt`, a test that holds up to
   * some place and not above it (created_at before a date: places are taken in acceptance order);
   * low - 1 when none does. A binary search: log2(places) reads. Messages accepted at the same
   * moment may take their places in another order than their created_at: a date range's edge is
   * exact up to that.
   */
  async lastWhere(userId: Types.ObjectId, range: SequenceRange, isBelowOrAt: (pointer: SequencePointer) => boolean): Promise<number> {
    const account = userId.toHexString();
    let below = range.low - 1;
    let above = range.head + 1;
    while (above - below > 1) {
      const middle = Math.floor((below + above) / 2);
      const pointer = await this.pointerAtOrBelow(account, middle, below + 1);
      if (pointer && !isBelowOrAt(pointer)) above = pointer.n;
      else below = middle;
    }
    return below;
  }

  /** The lowest place the backfill gave the account, and that place's pointer (null: none yet). */
  async lowestBackfilled(userId: Types.ObjectId): Promise<SequencePointer | null> {
    const account = userId.toHexString();
    let low = Math.min(await this.lowestPlace(account), 1);
    // The mark follows each batch of pointers: a batch written just before a crash lies below it.
    while (await this.isTaken(account, low - 1)) low -= 1;
    return low <= 0 ? this.pointerAt(account, low) : null;
  }

  /** Stores the backfill's pointers (places 0, -1, -2...), then the account's lowest place. */
  async insertBackfilled(userId: Types.ObjectId, placed: Array<{ n: number; message: SequencedMessage }>): Promise<void> {
    if (placed.length === 0) return;
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
    } catch (error) {
      // Another process backfilling the same account at once places the same entries alike.
      if (!isDuplicateKey(error)) throw error;
    }
    const lowest = Math.min(...placed.map(({ n }) => n));
    await this.marks.updateOne({ _id: `${account}:low` }, { $min: { n: lowest } }, { upsert: true }).exec();
  }

  async backfillFinishedAt(): Promise<Date | null> {
    const mark = await this.marks.findById('backfill').lean().exec();
    return mark?.done_at ?? null;
  }

  async markBackfillFinished(at: Date): Promise<void> {
    await this.marks.updateOne({ _id: 'backfill' }, { $set: { done_at: at } }, { upsert: true }).exec();
  }

  /**
   * The next place for the account: one past the last this process gave, or, when it does not
   * know (or no longer trusts) that, one past the head found from the hint.
   */
  private async reservePlace(account: string): Promise<number> {
    const known = this.lastPlaces.get(account);
    if (known && known.trustedUntil > Date.now()) {
      known.n += 1;
      return known.n;
    }
    const hint = await this.headHint(account);
    const head = await this.headFrom(account, hint);
    if (head > hint) this.raiseHeadHint(account, head);
    this.remember(account, head + 1);
    return this.lastPlaces.get(account)!.n;
  }

  private remember(account: string, n: number): void {
    const known = this.lastPlaces.get(account);
    if (known && known.trustedUntil > Date.now()) {
      known.n = Math.max(known.n, n);
      return;
    }
    if (this.lastPlaces.size >= ACCOUNTS_REMEMBERED_MAX) this.lastPlaces.clear();
    this.lastPlaces.set(account, { n, trustedUntil: Date.now() + REMEMBERED_PLACE_MS });
  }

  /**
   * The highest taken place reached from `from` (a taken place, or where to start looking) by
   * probing forward in growing steps, then halving back: about 2 log2(distance) reads.
   */
  private async headFrom(account: string, from: number): Promise<number> {
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
        if (await this.isTaken(account, middle)) taken = middle;
        else free = middle;
      }
      const past = Array.from({ length: EMPTY_PLACES_TOLERATED }, (_, index) => taken + 2 + index);
      const takenPast = await Promise.all(past.map((n) => this.isTaken(account, n)));
      const furthest = takenPast.lastIndexOf(true);
      if (furthest === -1) return taken;
      taken = past[furthest];
    }
  }

  private async pointerAtOrBelow(account: string, n: number, floor: number): Promise<SequencePointer | null> {
    for (let place = n; place >= floor; place -= 1) {
      const pointer = await this.pointerAt(account, place);
      if (pointer) return pointer;
    }
    return null;
  }

  private async pointerAt(account: string, n: number): Promise<SequencePointer | null> {
    const pointer = await this.pointers.findById(pointerId(account, n)).lean().exec();
    return pointer && toPointer(n, pointer);
  }

  /** Not awaited by the message's acceptance; a place still being taken leaves the copy to the first reader. */
  private async copyBlockOnceComplete(account: string, block: number): Promise<void> {
    try {
      const first = block * BLOCK_SIZE + 1;
      const pointers = await Promise.all(
        Array.from({ length: BLOCK_SIZE }, (_, index) => this.written.get(pointerId(account, first + index)) ?? this.pointerAt(account, first + index)),
      );
      if (pointers.every((pointer) => pointer !== null)) this.copyBlock(account, block, pointers as SequencePointer[]);
    } catch (error) {
      this.logger.warn(`Reading block ${block} of the message sequence of ${account} failed: ${(error as Error).message}`);
    }
  }

  /**
   * Not awaited: without the copy the next reader reads the pointers one by one again. Lean: the
   * pointers have exactly the entries' fields, and a mongoose document of 100 subdocuments cost
   * more than the insert itself (issue 29).
   */
  private copyBlock(account: string, block: number, pointers: SequencePointer[]): void {
    this.blocks.insertMany([{ _id: blockId(account, block), pointers }], { lean: true }).catch((error: Error) => {
      if (!isDuplicateKey(error)) this.logger.warn(`Copying block ${block} of the message sequence of ${account} failed: ${error.message}`);
    });
  }

  private async isTaken(account: string, n: number): Promise<boolean> {
    return (await this.pointers.findById(pointerId(account, n), { _id: 1 }).lean().exec()) !== null;
  }

  private async headHint(account: string): Promise<number> {
    return (await this.marks.findById(`${account}:head`).lean().exec())?.n ?? 0;
  }

  /** 1 until the backfill placed entries from before the sequence below it. */
  private async lowestPlace(account: string): Promise<number> {
    return (await this.marks.findById(`${account}:low`).lean().exec())?.n ?? 1;
  }

  /** Not awaited: a lost or failed hint only makes the next head search probe a little further. */
  private raiseHeadHint(account: string, head: number): void {
    this.marks
      .updateOne({ _id: `${account}:head` }, { $max: { n: head } }, { upsert: true })
      .exec()
      .catch((error: Error) => {
        if (!isDuplicateKey(error)) this.logger.warn(`Raising the message sequence hint of ${account} failed: ${error.message}`);
      });
  }
}

function pointerId(account: string, n: number): string {
  return `${account}:${n}`;
}

function blockId(account: string, block: number): string {
  return `${account}:block:${block}`;
}

/** Block b holds places b * BLOCK_SIZE + 1 to (b + 1) * BLOCK_SIZE (b is negative for backfilled places). */
function blockOf(n: number): number {
  return Math.floor((n - 1) / BLOCK_SIZE);
}

function pointerOf(message: SequencedMessage, n: number): SequencePointer {
  return { n, message: message.id, created_at: message.createdAt, domain: message.domain, subject: message.subject, recipients: message.recipients };
}

function toStored(pointer: SequencePointer): Omit<SequencePointer, 'n'> {
  return { message: pointer.message, created_at: pointer.created_at, domain: pointer.domain, subject: pointer.subject, recipients: pointer.recipients };
}

function toPointer(n: number, stored: Omit<SequencePointer, 'n'>): SequencePointer {
  return { n, message: stored.message, created_at: stored.created_at, domain: stored.domain, subject: stored.subject, recipients: stored.recipients };
}

function isDuplicateKey(error: unknown): boolean {
  const failure = error as { code?: number; writeErrors?: Array<{ code?: number; err?: { code?: number } }> } | null;
  if (failure?.code === DUPLICATE_KEY) return true;
  return Boolean(failure?.writeErrors?.length) && failure!.writeErrors!.every((writeError) => (writeError.code ?? writeError.err?.code) === DUPLICATE_KEY);
}
