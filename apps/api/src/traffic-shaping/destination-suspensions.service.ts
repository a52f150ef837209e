import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { DestinationSuspension } from '@platform/contracts';
import { TtlCache } from '../common/ttl-cache.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { DestinationSuspensionRecord } from './destination-suspension.schema.js';

/** Deliveries in a row after a suspension ended that lift the record (and reset its growth). */
const SUCCESSES_THAT_LIFT = 10;
/** How long the records read for leasing and for counting successes are reused. */
const RECORDS_TTL_MS = 2_000;
/** Recipient domains whose destination is remembered for choosing source IPs (bounded memory). */
const KNOWN_DOMAINS_MAX = 50_000;

/**
 * Adaptive back-off per sending IP and destination: a throttling reply suspends the destination
 * on that IP for a time that grows with repeated throttling (by default 1 min doubling to 1 h: the
 * rules' first_suspension_seconds and max_suspension_seconds); agents get
 * the suspensions for their IPs in the heartbeat answer and defer such deliveries without
 * connecting, and leasing prefers an IP where the destination is not suspended. The records are
 * the API's, so they survive agent restarts.
 */
@Injectable()
export class DestinationSuspensionsService {
  private readonly records = new TtlCache<string, DestinationSuspensionRecord[]>({ ttlMs: RECORDS_TTL_MS, maxEntries: 1 });
  /** The destination agents reported for each recipient domain (recipient_domain -> destination). */
  private readonly destinationOfDomain = new Map<string, string>();

  constructor(
    @InjectModel(DestinationSuspensionRecord.name) private readonly suspensions: Model<DestinationSuspensionRecord>,
    private readonly metrics: PlatformMetrics,
  ) {
    metrics.observeSuspensions(async () => (await this.allRecords()).filter((record) => record.until.getTime() > Date.now()));
  }

  /**
   * A throttling reply from `destination` to `sourceIp`: suspends it for `lengths.firstMs`, or
   * twice as long as the last time when it was suspended before (up to `lengths.maxMs`).
   */
  async recordThrottle(
    sourceIp: string,
    destination: string,
    reply: string,
    lengths: { firstMs: number; maxMs: number },
    now = new Date(),
  ): Promise<DestinationSuspension> {
    const existing = await this.suspensions.findOne({ source_ip: sourceIp, destination }).lean<DestinationSuspensionRecord>().exec();
    // Replies to deliveries already under way when it was suspended do not make it longer.
    if (existing && existing.until > now) return toSuspension(existing);
    const strikes = (existing?.strikes ?? 0) + 1;
    const lengthMs = Math.min(lengths.maxMs, lengths.firstMs * 2 ** Math.min(strikes - 1, 20));
    const values = {
      until: new Date(now.getTime() + lengthMs),
      since: existing?.since ?? now,
      reply: reply.slice(0, 300),
      strikes,
      successes: 0,
    };
    await this.suspensions.updateOne({ source_ip: sourceIp, destination }, { $set: values }, { upsert: true }).exec();
    this.records.invalidate('all');
    this.metrics.destinationSuspensions.inc({ destination });
    return toSuspension({ source_ip: sourceIp, destination, ...values });
  }

  /** Deliveries from `sourceIp` to `destination` succeeded: a run of them after the suspension ended lifts its record. */
  async recordSuccesses(sourceIp: string, destination: string, count: number, now = new Date()): Promise<void> {
    // Read from the cached records: most pairs have none, and this runs for every delivered result.
    const record = (await this.allRecords()).find((candidate) => candidate.source_ip === sourceIp && candidate.destination === destination);
    if (!record || record.until > now) return;
    const updated = await this.suspensions
      .findOneAndUpdate({ source_ip: sourceIp, destination }, { $inc: { successes: count } }, { returnDocument: 'after' })
      .lean<DestinationSuspensionRecord>()
      .exec();
    if (updated && updated.successes >= SUCCESSES_THAT_LIFT && updated.until <= now) {
      await this.suspensions.deleteOne({ source_ip: sourceIp, destination, until: updated.until }).exec();
      this.records.invalidate('all');
    }
  }

  /** Active suspensions on these IPs (for an agent's heartbeat answer). */
  async activeOn(ips: string[], now = new Date()): Promise<DestinationSuspension[]> {
    if (ips.length === 0) return [];
    const rows = await this.suspensions.find({ source_ip: { $in: ips }, until: { $gt: now } }).lean<DestinationSuspensionRecord[]>().exec();
    return rows.map(toSuspension);
  }

  /** Every active suspension, soonest ending first (the operator screen). */
  async active(now = new Date()): Promise<DestinationSuspension[]> {
    const rows = await this.suspensions.find({ until: { $gt: now } }).sort({ until: 1 }).limit(1000).lean<DestinationSuspensionRecord[]>().exec();
    return rows.map(toSuspension);
  }

  /**
   * An operator ends an active suspension now and forgets its record, so a later throttling reply
   * starts again from the first length. Agents drop it at their next heartbeat. False when the
   * destination is not suspended on that IP.
   */
  async lift(sourceIp: string, destination: string, now = new Date()): Promise<boolean> {
    const { deletedCount } = await this.suspensions.deleteOne({ source_ip: sourceIp, destination, until: { $gt: now } }).exec();
    this.records.invalidate('all');
    return deletedCount > 0;
  }

  /** The destination an agent reported for a recipient domain, for choosing source IPs at leasing. */
  rememberDestination(recipientDomain: string, destination: string): void {
    const domain = recipientDomain.toLowerCase();
    if (this.destinationOfDomain.get(domain) === destination) return;
    if (this.destinationOfDomain.size >= KNOWN_DOMAINS_MAX) this.destinationOfDomain.clear();
    this.destinationOfDomain.set(domain, destination);
  }

  /**
   * The IPs on which the recipient domain's destination is suspended now, when its
   * destination is known (an agent reported it); none otherwise (the agent then defers a lease
   * to a suspended pair itself, without connecting).
   */
  async suspendedIpsFor(recipientDomain: string, now = Date.now()): Promise<Set<string>> {
    const destination = this.destinationOfDomain.get(recipientDomain.toLowerCase());
    if (!destination) return new Set();
    const records = await this.allRecords();
    return new Set(records.filter((record) => record.destination === destination && record.until.getTime() > now).map((record) => record.source_ip));
  }

  /**
   * All records (active and lifting), read at most every RECORDS_TTL_MS: a handful at any time,
   * since a record goes once its IP delivers to the destination again.
   */
  private allRecords(): Promise<DestinationSuspensionRecord[]> {
    return this.records.getOrLoad('all', () => this.suspensions.find({}).limit(10_000).lean<DestinationSuspensionRecord[]>().exec());
  }
}

function toSuspension(record: Pick<DestinationSuspensionRecord, 'source_ip' | 'destination' | 'until' | 'since' | 'reply' | 'strikes'>): DestinationSuspension {
  return {
    source_ip: record.source_ip,
    destination: record.destination,
    until: record.until.toISOString(),
    since: record.since.toISOString(),
    reply: record.reply,
    strikes: record.strikes,
  };
}
