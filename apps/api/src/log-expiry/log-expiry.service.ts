import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Types } from 'mongoose';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { JobLeadership } from '../job-leadership/job-leadership.service.js';
import { LogRetentionService } from '../settings/log-retention.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Deletes sent in one command: each is a delete by _id, which both databases serve from the _id index. */
const DELETE_BATCH = 1_000;
/** A pass reads whole collections on the embedded database: one process does it for all. */
const LOG_EXPIRY_JOB = 'log-expiry';

/** What one pass removed from one collection, and what it cost. */
export interface ExpiryResult {
  collection: string;
  deleted: number;
  ms: number;
}

interface ExpiringCollection {
  name: string;
  /** The date field that says when a document may go. */
  field: string;
  /** The cutoff for that field, from the retention in days (a date, or a YYYY-MM-DD day for a day field). */
  cutoff(retentionDays: number, now: Date): Date | string;
}

/**
 * Removes what is older than the log retention: delivery log entries, message-log entries and
 * their events, deferral and IP warm-up counts of older days, and rollup rows and bounce-repeat
 * spans past their expiry (message bodies go with their last delivery, or
 * with the queue's body sweep: MessageBodySweep). One API process at a time runs a pass
 * (JobLeadership). It reads the collections by name: they belong to other modules, and this is
 * their only common rule.
 *
 * MongoDB's natural form would be a TTL index per collection ({ created_at: 1 }, expireAfterSeconds
 * = retention, changed with collMod when the setting changes). FerretDB 1.24, the embedded
 * database, refuses the option ("Index option expireAfterSeconds is not implemented yet"), so this
 * pass runs on both: `find({ created_at: { $lt: cutoff } }, { _id: 1 })` (served by the
 * collection's { created_at: 1 } index on MongoDB; a read of the whole collection on the embedded
 * database), then deletes by _id in batches, all of one batch in one command.
 */
@Injectable()
export class LogExpiryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LogExpiryService.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<ExpiryResult[]> | null = null;
  private readonly collections: ExpiringCollection[];

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly retention: LogRetentionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leadership: JobLeadership,
  ) {
    const beforeRetention = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);
    const dayBeforeRetention = (days: number, now: Date) => beforeRetention(days, now).toISOString().slice(0, 10);
    this.collections = [
      { name: 'delivery_logs', field: 'created_at', cutoff: beforeRetention },
      { name: 'message_events', field: 'created_at', cutoff: beforeRetention },
      { name: 'message_log', field: 'created_at', cutoff: beforeRetention },
      { name: 'rollups', field: 'expires_at', cutoff: (_days, now) => now },
      // Counts per UTC day (a YYYY-MM-DD field) of which only today's is read: why deliveries
      // waited (the operator screen), and what warming IPs delivered (the day's volume).
      { name: 'deferral_counts', field: 'day', cutoff: dayBeforeRetention },
      { name: 'ip_warmup_counts', field: 'day', cutoff: dayBeforeRetention },
      // Repeated mailbox failures of an address: a span that began longer ago than the span's
      // length is over (the next failure starts a new one), whatever the log retention.
      { name: 'bounce_repeats', field: 'first_at', cutoff: (_days, now) => new Date(now.getTime() - this.config.inbound.bounceRepeatDays * DAY_MS) },
    ];
  }

  onApplicationBootstrap(): void {
    const minutes = this.config.logExpiryIntervalMinutes;
    if (minutes === 0) return;
    this.timer = setInterval(() => void this.expireIfLeading(), minutes * 60_000).unref();
  }

  private async expireIfLeading(): Promise<void> {
    try {
      if (await this.leadership.leads(LOG_EXPIRY_JOB)) await this.expireNow();
    } catch (error) {
      this.logger.error(`Log expiry failed: ${(error as Error).message}`);
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One pass over every collection, one collection after another; a pass already running is joined. */
  expireNow(now = new Date()): Promise<ExpiryResult[]> {
    this.running ??= this.expireAll(now).finally(() => (this.running = null));
    return this.running;
  }

  private async expireAll(now: Date): Promise<ExpiryResult[]> {
    const days = await this.retention.days();
    const results: ExpiryResult[] = [];
    for (const collection of this.collections) results.push(await this.expire(collection, collection.cutoff(days, now)));
    const deleted = results.filter((result) => result.deleted > 0);
    if (deleted.length) this.logger.log(`Expired after ${days} days: ${deleted.map((result) => `${result.deleted} from ${result.collection}`).join(', ')}`);
    return results;
  }

  private async expire({ name, field }: ExpiringCollection, cutoff: Date | string): Promise<ExpiryResult> {
    const startedAt = Date.now();
    // Rollup rows, events, the per-day counts and bounce repeats have string _ids, the others ObjectIds.
    const collection = this.connection.collection<{ _id: Types.ObjectId | string }>(name);
    let deleted = 0;
    let batch: Array<Types.ObjectId | string> = [];
    const deleteBatch = async () => {
      const result = await collection.bulkWrite(batch.map((_id) => ({ deleteOne: { filter: { _id } } })), { ordered: false });
      deleted += result.deletedCount;
      batch = [];
    };
    for await (const document of collection.find({ [field]: { $lt: cutoff } }, { projection: { _id: 1 }, batchSize: 5_000 })) {
      batch.push(document._id);
      if (batch.length >= DELETE_BATCH) await deleteBatch();
    }
    if (batch.length) await deleteBatch();
    return { collection: name, deleted, ms: Date.now() - startedAt };
  }
}
