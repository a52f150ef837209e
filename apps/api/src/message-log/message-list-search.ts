import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { BounceReason, MessageStatus } from '@platform/contracts';
import { literalSearchPattern, type PageWindow } from '../common/page-query.dto.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { limitedDomainName, type CustomerScope } from '../customer-access/customer-scope.js';
import { AccountMessageSequence, type SequencePointer, type SequenceRange } from './account-message-sequence.js';
import type { MessageListQueryDto } from './dto/message-list-query.dto.js';
import { MessageLogRecord } from './message-log.schema.js';

/** A searched list answers within about this long, with what it found by then. */
const SEARCH_TIME_BUDGET_MS = 600;
/**
 * How long a search keeps its progress, so that its next page goes on from where it stopped
 * instead of reading the same newest messages again.
 */
const PROGRESS_KEPT_MS = 60_000;
/** Searches kept, and matches per search: what they hold in memory stays within some tens of MB. */
const PROGRESS_KEPT_MAX = 100;
const MATCHES_KEPT_MAX = 20_000;

/** What a searched list matches (a key limited to one domain searches it too). */
export interface MessageSearch {
  domain: string | null;
  status: MessageStatus | null;
  /** A failure reason one of its recipients had: read from the entry, like the status. */
  bounceReason: BounceReason | null;
  recipient: RegExp | null;
  subject: RegExp | null;
}

/** The messages of one page of a search; total null when the search stopped before the oldest message. */
export interface SearchedPage {
  messages: Types.ObjectId[];
  total: number | null;
  hasMore: boolean;
}

/** How far a search got: places from `head` down to `next + 1` are read; the messages they matched, newest first. */
interface SearchProgress {
  low: number;
  head: number;
  next: number;
  matches: Types.ObjectId[];
  keptUntil: number;
}

/** The search the query asks for; null when the list is not searched. */
export function searchOf(scope: CustomerScope, query: MessageListQueryDto): MessageSearch | null {
  const search: MessageSearch = {
    domain: limitedDomainName(scope),
    status: query.status ?? null,
    bounceReason: query.bounce_reason ?? null,
    recipient: query.recipient?.trim() ? literalSearchPattern(query.recipient.trim()) : null,
    subject: query.subject?.trim() ? literalSearchPattern(query.subject.trim()) : null,
  };
  return Object.values(search).some((value) => value !== null) ? search : null;
}

/**
 * A search of an account's messages on the embedded database (MongoDB would answer it from the
 * indexes named beside AccountMessageSequence): walks down the account's places newest first,
 * matching the fields that never change on the pointers and the status on the entries, until the
 * oldest place, or until it read MESSAGE_SEARCH_SCAN_LIMIT places or spent its time budget. A
 * search keeps its progress for a while in this process, so the next request (the same page
 * again, or the next) goes on from there and reads only messages accepted since. Statuses change
 * as messages are delivered: a status search keeps its progress only until it reached the oldest
 * message (then the next one counts afresh), and the caller checks the status again on the
 * entries it shows.
 */
@Injectable()
export class MessageListSearch {
  private readonly progress = new Map<string, SearchProgress>();

  constructor(
    private readonly sequence: AccountMessageSequence,
    @InjectModel(MessageLogRecord.name) private readonly log: Model<MessageLogRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(scope: CustomerScope, range: SequenceRange, search: MessageSearch, window: PageWindow): Promise<SearchedPage> {
    const key = progressKey(scope.userId, range.low, search);
    const budget = { deadline: Date.now() + SEARCH_TIME_BUDGET_MS, places: this.config.customer.messageSearchScanLimit };
    let progress = this.progress.get(key);
    if (!progress || progress.keptUntil < Date.now() || progress.head > range.head) {
      progress = { low: range.low, head: range.head, next: range.head, matches: [], keptUntil: 0 };
    } else if (range.head > progress.head) {
      // Messages accepted since: read them first; they go on top.
      const newer = await this.scan(scope, search, { from: range.head, to: progress.head + 1 }, budget);
      progress = newer.next === progress.head ? { ...progress, head: range.head, matches: [...newer.matches, ...progress.matches] } : { low: range.low, head: range.head, next: range.head, matches: [], keptUntil: 0 };
    }
    const older = await this.scan(scope, search, { from: progress.next, to: range.low }, budget);
    progress = { ...progress, next: older.next, matches: [...progress.matches, ...older.matches] };

    const complete = progress.next < range.low;
    // A status changes as the message is delivered: a status search keeps its progress only to go on
    // where it stopped; finished, the next request counts afresh.
    if (((search.status || search.bounceReason) && complete) || progress.matches.length > MATCHES_KEPT_MAX) this.progress.delete(key);
    else this.keep(key, progress);
    const matched = progress.matches.length;
    return {
      messages: progress.matches.slice(window.skip, window.skip + window.limit),
      total: complete ? matched : null,
      hasMore: complete ? window.skip + window.limit < matched : true,
    };
  }

  /** Reads places `from` down to `to` while the budget lasts; `next` is the first place not read. */
  private async scan(
    scope: CustomerScope,
    search: MessageSearch,
    places: { from: number; to: number },
    budget: { deadline: number; places: number },
  ): Promise<{ matches: Types.ObjectId[]; next: number }> {
    const matches: Types.ObjectId[] = [];
    let next = places.from;
    while (next >= places.to && budget.places > 0 && Date.now() < budget.deadline) {
      // Down to the start of next's block: later batches are whole blocks, read from their copies.
      const count = Math.min(next - this.sequence.blockStartOf(next) + 1, budget.places, next - places.to + 1);
      const pointers = await this.sequence.readDown(scope.userId, next, count);
      next -= count;
      budget.places -= count;
      const candidates = pointers.filter((pointer): pointer is SequencePointer => pointer !== null && matchesFixedFields(pointer, search));
      matches.push(...(search.status || search.bounceReason ? await this.withEntryFields(scope, candidates, search) : candidates).map((pointer) => pointer.message));
    }
    return { matches, next };
  }

  /** The status and the failure reasons change as the message is delivered: they are read from the entry. */
  private async withEntryFields(scope: CustomerScope, pointers: SequencePointer[], search: MessageSearch): Promise<SequencePointer[]> {
    const entries = await Promise.all(pointers.map((pointer) => this.log.findById(pointer.message, { status: 1, user_id: 1, bounce_reasons: 1 }).lean().exec()));
    return pointers.filter((_, index) => {
      const entry = entries[index];
      if (!entry?.user_id.equals(scope.userId)) return false;
      if (search.status && entry.status !== search.status) return false;
      return !search.bounceReason || (entry.bounce_reasons ?? []).includes(search.bounceReason);
    });
  }

  private keep(key: string, progress: SearchProgress): void {
    this.progress.delete(key);
    if (this.progress.size >= PROGRESS_KEPT_MAX) this.progress.delete(this.progress.keys().next().value!);
    this.progress.set(key, { ...progress, keptUntil: Date.now() + PROGRESS_KEPT_MS });
  }
}

function matchesFixedFields(pointer: SequencePointer, search: MessageSearch): boolean {
  if (search.domain !== null && pointer.domain !== search.domain) return false;
  if (search.recipient && !pointer.recipients.some((recipient) => search.recipient!.test(recipient))) return false;
  return !search.subject || search.subject.test(pointer.subject);
}

/** One search of one account over one date range (its lowest place stands for the range's start). */
function progressKey(userId: Types.ObjectId, low: number, search: MessageSearch): string {
  return JSON.stringify([userId.toHexString(), low, search.domain, search.status, search.bounceReason, search.recipient?.source ?? null, search.subject?.source ?? null]);
}
