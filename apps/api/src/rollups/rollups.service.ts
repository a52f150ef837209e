import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PendingWrites } from '../common/pending-writes.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import {
  addCounts,
  countedField,
  dayPart,
  emptyCounts,
  hourPart,
  emptyReputationCounts,
  incrementsOf,
  REPUTATION_FIELDS,
  reputationFieldsOf,
  reputationIncrementsOf,
  rollupDocId,
  TOTAL_PART,
  type CountableEvent,
  type ReputationCounts,
  type RollupCounts,
  type RollupDocKey,
  type RollupScope,
} from './rollup-keys.js';
import { CountedAccounts, type CountedAccountWork } from './counted-accounts.js';
import { RollupDocuments, type StoredRollup } from './rollup-documents.js';
import { RollupSlots } from './rollup-slots.service.js';

/** How long counts wait in memory to be written together: one write per document per second, whatever the traffic. */
const FLUSH_INTERVAL_MS = 1000;

interface PendingDocument {
  key: RollupDocKey;
  /** `{ 'parts.d07.delivered': 2, ... }` */
  counts: Record<string, number>;
  /** The earliest month counted, for a lifetime's first month. */
  month: string;
  /** The account whose reputation counts these are, for a reputation document. */
  reputationOf?: string;
}

const hourOf = (at: Date) => at.toISOString().slice(0, 13);

/**
 * THE rollup seam: counts every message event as it is stored (accepted, delivered, deferred,
 * bounced, failed, complained, unsubscribed, opened, clicked) into per-hour and per-day counts of
 * the platform and per-day and lifetime counts of each account (see rollup-keys.ts), and reads
 * them back for the dashboard, the reports, the user detail and the customer overview. Exact:
 * - an event counts once: only an event the insert stored for the first time (its _id is derived
 *   from what it is, so a repeat is refused) is counted;
 * - no increment is lost to a concurrent write: this process writes only its own slot's documents
 *   (RollupSlots), one flush at a time, each document once per flush;
 * - a crash loses nothing: each event is stamped with the slot and its hour is noted as pending in
 *   the slot's document before the event is stored, so when the process dies with counts not yet
 *   written, another process recounts those days from the stamped events (RollupRepair).
 */
@Injectable()
export class RollupsService implements OnApplicationShutdown {
  private readonly logger = new Logger(RollupsService.name);
  private pending = new Map<string, PendingDocument>();
  /** Events per hour counted in `pending`, not yet written. */
  private pendingHours = new Map<string, number>();
  /** Events per hour being stored right now (their counts not yet in `pending`). */
  private readonly storing = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly flushTimer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  private readonly reputationListeners: CountedAccounts[] = [];
  private readonly simulatorDomain: string;

  constructor(
    private readonly documents: RollupDocuments,
    private readonly slots: RollupSlots,
    pendingWrites: PendingWrites,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    pendingWrites.register(() => this.flush());
    this.simulatorDomain = config.platformMail.simulatorDomain;
  }

  /**
   * After each flush that wrote reputation counts, `work` runs for each account they belong to, one
   * account after another (the reputation guard judges them). Shutdown waits for it.
   */
  onReputationCounted(work: CountedAccountWork): void {
    this.reputationListeners.push(new CountedAccounts(work));
  }

  /**
   * Stores events with `insert` (which resolves with those that were new) and counts the new ones.
   * The events given to `insert` carry `rollup_slot`, which it must store with them.
   */
  async countStored<T extends CountableEvent>(events: T[], insert: (stamped: Array<T & { rollup_slot: number }>) => Promise<T[]>): Promise<T[]> {
    const slot = this.slots.slot;
    return this.whileStoring(events, async () => {
      const stored = await insert(events.map((event) => ({ ...event, rollup_slot: slot })));
      for (const event of stored) this.addPending(event, slot);
      return stored;
    });
  }

  /**
   * Takes back the counts of stored events that `remove` deletes (messages whose acceptance was
   * undone). Only events of this process's slot are taken back from its documents: another slot's
   * documents are its owner's alone, and once that owner is gone, its recount no longer finds them.
   */
  async countRemoved<T extends CountableEvent & { rollup_slot?: number }>(events: T[], remove: () => Promise<void>): Promise<void> {
    if (events.length === 0) return;
    const slot = this.slots.slot;
    const own = events.filter((event) => event.rollup_slot === slot);
    await this.whileStoring(own, async () => {
      await remove();
      for (const event of own) this.addPending(event, slot, -1);
    });
  }

  /**
   * Runs a change of stored events with their hours marked pending in the slot's document first
   * (durably, so a crash in the middle is recounted) and held as being stored until `change`
   * has added their counts (so no flush settles an hour whose counts are still to come).
   */
  private async whileStoring<R>(events: CountableEvent[], change: () => Promise<R>): Promise<R> {
    const hours = events.map((event) => hourOf(event.created_at));
    for (const hour of hours) this.storing.set(hour, (this.storing.get(hour) ?? 0) + 1);
    try {
      if (hours.length) await this.slots.markPending([...new Set(hours)]);
      return await change();
    } finally {
      for (const hour of hours) {
        const left = this.storing.get(hour)! - 1;
        if (left === 0) this.storing.delete(hour);
        else this.storing.set(hour, left);
      }
    }
  }

  private addPending(event: CountableEvent, slot: number, change = 1): void {
    const field = countedField(event);
    if (!field) return;
    const month = event.created_at.toISOString().slice(0, 7);
    for (const { key, part } of incrementsOf(event.created_at, event.user_id, slot)) {
      const id = rollupDocId(key);
      const row = this.pending.get(id) ?? { key, counts: {}, month };
      const path = `parts.${part}.${field}`;
      row.counts[path] = (row.counts[path] ?? 0) + change;
      if (month < row.month) row.month = month;
      this.pending.set(id, row);
    }
    const reputationFields = reputationFieldsOf(event, this.simulatorDomain);
    for (const { key, part } of reputationFields.length ? reputationIncrementsOf(event, slot) : []) {
      const id = rollupDocId(key);
      const ofAccount = key.scope.startsWith('reputation:');
      const row = this.pending.get(id) ?? { key, counts: {}, month, ...(ofAccount ? { reputationOf: event.user_id.toHexString() } : {}) };
      for (const reputationField of reputationFields) {
        const path = `parts.${part}.${reputationField}`;
        row.counts[path] = (row.counts[path] ?? 0) + change;
      }
      this.pending.set(id, row);
    }
    const hour = hourOf(event.created_at);
    this.pendingHours.set(hour, (this.pendingHours.get(hour) ?? 0) + 1);
  }

  /** Writes the waiting counts, one flush after another; what fails waits for the next one. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return this.settleHours();
    const batch = this.pending;
    const batchHours = this.pendingHours;
    this.pending = new Map();
    this.pendingHours = new Map();
    const failed = (
      await Promise.all(
        [...batch].map(([id, row]) =>
          this.documents.increment(row.key, row.counts, row.month).then(
            () => null,
            (error: Error) => {
              this.logger.error(`Writing the rollup document ${id} failed: ${error.message}`);
              return [id, row] as const;
            },
          ),
        ),
      )
    ).filter((entry) => entry !== null);
    if (failed.length) {
      for (const [id, row] of failed) {
        const later = this.pending.get(id);
        this.pending.set(id, later ? { ...row, counts: mergeCounts(later.counts, row.counts), month: later.month < row.month ? later.month : row.month } : row);
      }
      // Which hours the failed rows held is not kept: all of the batch's stay pending.
      for (const [hour, count] of batchHours) this.pendingHours.set(hour, (this.pendingHours.get(hour) ?? 0) + count);
      return;
    }
    this.tellReputationCounted(batch);
    await this.settleHours();
  }

  private tellReputationCounted(batch: Map<string, PendingDocument>): void {
    const userIds = [...new Set([...batch.values()].flatMap((row) => (row.reputationOf ? [row.reputationOf] : [])))];
    if (userIds.length === 0) return;
    for (const listener of this.reputationListeners) listener.add(userIds);
  }

  /** Hours with nothing left to write stop being pending, except the current one, which traffic would mark again at once. */
  private async settleHours(): Promise<void> {
    const current = hourOf(new Date());
    const settled = this.slots.pending().filter((hour) => hour !== current && !this.pendingHours.has(hour) && !this.storing.has(hour));
    await this.slots.settle(settled).catch((error: Error) => this.logger.error(`Settling rollup hours failed: ${error.message}`));
  }

  /**
   * Last of the shutdown: Nest shuts modules down from the app's towards their dependencies, so the
   * SMTP sessions in DATA and the attempts under way have stored their events by now.
   */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.flushTimer);
    await this.flush();
    // The last flush's accounts are weighed while the database connection is still open.
    await Promise.all(this.reputationListeners.map((listener) => listener.idle()));
    // Counts still unwritten (a write failing, an event still arriving): the slot stays as it is,
    // and once its heartbeat stops another process recounts it.
    if (this.pending.size === 0 && this.storing.size === 0) await this.slots.release();
    else this.logger.warn('Rollup counts left unwritten at shutdown; the next process recounts them');
  }

  /** The counts of these days (YYYY-MM-DD) for a scope, in the order asked: one document per month and slot. */
  async dayCounts(scope: RollupScope, days: string[]): Promise<RollupCounts[]> {
    const months = [...new Set(days.map((day) => day.slice(0, 7)))];
    const byMonth = await this.readSummed(months.map((period) => ({ kind: 'month' as const, period, scope })));
    return days.map((day) => byMonth.get(`month:${day.slice(0, 7)}`)!(dayPart(day)));
  }

  /** The platform's counts of these hours (YYYY-MM-DDTHH), in the order asked: one document per day and slot. */
  async hourCounts(hours: string[]): Promise<RollupCounts[]> {
    const days = [...new Set(hours.map((hour) => hour.slice(0, 10)))];
    const byDay = await this.readSummed(days.map((period) => ({ kind: 'day' as const, period, scope: 'all' as const })));
    return hours.map((hour) => byDay.get(`day:${hour.slice(0, 10)}`)!(hourPart(hour)));
  }

  /** Everything ever counted for an account: one document per slot. */
  async lifetimeCounts(scope: RollupScope): Promise<RollupCounts> {
    const byTotal = await this.readSummed([{ kind: 'total', period: '-', scope }]);
    return byTotal.get('total:-')!(TOTAL_PART);
  }

  /**
   * The reputation counts of an account or a sending domain (reputationScope, domainReputationScope)
   * of these days (YYYY-MM-DD), in the order asked, simulator mail excluded: one document per month and slot.
   */
  async reputationDayCounts(scope: `reputation:${string}` | `domain-reputation:${string}`, days: string[]): Promise<ReputationCounts[]> {
    const months = [...new Set(days.map((day) => day.slice(0, 7)))];
    const byMonth = await this.readStored(months.map((period) => ({ kind: 'month' as const, period, scope })));
    return days.map((day) => {
      const sum = emptyReputationCounts();
      for (const document of byMonth.get(`month:${day.slice(0, 7)}`)!) {
        const part = document.parts?.[dayPart(day)] as Partial<ReputationCounts> | undefined;
        for (const field of REPUTATION_FIELDS) sum[field] += part?.[field] ?? 0;
      }
      return sum;
    });
  }

  /** Reads documents of every writer slot, by _id, and answers for each a function from a part to its counts summed over the slots. */
  private async readSummed(keys: Array<Omit<RollupDocKey, 'slot'>>): Promise<Map<string, (part: string) => RollupCounts>> {
    const stored = await this.readStored(keys);
    return new Map(
      [...stored].map(([key, documents]): [string, (part: string) => RollupCounts] => [
        key,
        (part) => documents.reduce((sum, document) => addCounts(sum, document.parts?.[part]), emptyCounts()),
      ]),
    );
  }

  /**
   * Reads documents of every writer slot, by _id: for each key (`<kind>:<period>`) the slots'
   * documents that exist. This process's waiting counts are written first, so a screen shows what
   * its own process has just recorded (other processes' within a few seconds, see RollupDocuments).
   */
  private async readStored(keys: Array<Omit<RollupDocKey, 'slot'>>): Promise<Map<string, StoredRollup[]>> {
    // A flush already under way holds counts no longer in `pending`: wait for it too.
    await (this.pending.size > 0 ? this.flush() : this.flushing);
    const slots = await this.slots.slotsInUse();
    const stored = await this.documents.read(keys.flatMap((key) => slots.map((slot) => ({ ...key, slot }))));
    return new Map(
      keys.map((key, index): [string, StoredRollup[]] => [
        `${key.kind}:${key.period}`,
        stored.slice(index * slots.length, (index + 1) * slots.length).filter((document): document is StoredRollup => document !== null),
      ]),
    );
  }
}

function mergeCounts(into: Partial<RollupCounts>, more: Partial<RollupCounts>): Partial<RollupCounts> {
  const merged = { ...into };
  for (const [field, count] of Object.entries(more) as Array<[keyof RollupCounts, number]>) merged[field] = (merged[field] ?? 0) + count;
  return merged;
}
