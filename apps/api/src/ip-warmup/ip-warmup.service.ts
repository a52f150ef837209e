import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import ipaddr from 'ipaddr.js';
import { warmupDayOf, warmupVolumeOn, type IpWarmupAllowance, type IpWarmupSchedule } from '@platform/contracts';
import shippedRules from '../traffic-shaping/destination-rules.json' with { type: 'json' };
import { IpWarmupClock } from './ip-warmup-clock.js';
import { IpWarmupCountRecord } from './ip-warmup-count.schema.js';

/** The schedule of every IP without one of its own (the shipped rules file, see the README beside it). */
export const DEFAULT_IP_WARMUP_SCHEDULE: IpWarmupSchedule = shippedRules.ip_warmup;

/** What warm-up needs of a sending IP. */
export interface WarmupIp {
  ip: string;
  warmup_started_on: string | null;
  warmup_schedule: IpWarmupSchedule | null;
}


/**
 * IP warm-up per destination: which of the IPs are warming and how much each may deliver to a
 * destination today, and the day's delivered counts the agents' results add to.
 */
@Injectable()
export class IpWarmupService {
  /** This process's part of the counts. */
  private readonly processKey = randomBytes(6).toString('hex');
  /** The write in progress per count: the next one for the same count waits for it. */
  private readonly writes = new Map<string, Promise<void>>();

  constructor(
    private readonly clock: IpWarmupClock,
    @InjectModel(IpWarmupCountRecord.name) private readonly counts: Model<IpWarmupCountRecord>,
  ) {}

  /**
   * The warm-up start of a newly added IP: today for a global unicast address; null (exempt) for
   * the rest (loopback, private, documentation and other reserved ranges), which no mailbox
   * provider rates.
   */
  startOfNewIp(ip: string): string | null {
    return ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'unicast' ? this.clock.today() : null;
  }

  /** Messages per destination `ip` may deliver today; null: warmed (or exempt). */
  volumeToday(ip: WarmupIp): number | null {
    if (!ip.warmup_started_on) return null;
    return warmupVolumeOn(ip.warmup_schedule ?? DEFAULT_IP_WARMUP_SCHEDULE, warmupDayOf(ip.warmup_started_on, this.clock.today()));
  }

  /** The day's allowance of every warming IP among `ips`, with what each delivered per destination so far. */
  async allowances(ips: WarmupIp[]): Promise<IpWarmupAllowance[]> {
    const day = this.clock.today();
    const warming = ips.flatMap((ip) => {
      const volume = this.volumeToday(ip);
      return volume === null ? [] : [{ ip: ip.ip, day, warmup_day: warmupDayOf(ip.warmup_started_on!, day), daily_volume: volume, delivered: Object.create(null) as Record<string, number> }];
    });
    if (warming.length === 0) return [];
    // Null-prototype maps: destination names come from MX host names a DNS answer chose ("__proto__").
    const rows = await this.counts.find({ day, ip: { $in: warming.map((allowance) => allowance.ip) } }).lean<IpWarmupCountRecord[]>().exec();
    const byIp = new Map(warming.map((allowance) => [allowance.ip, allowance]));
    for (const row of rows) {
      const allowance = byIp.get(row.ip);
      if (allowance) allowance.delivered[row.destination] = (allowance.delivered[row.destination] ?? 0) + row.count;
    }
    return warming;
  }

  /**
   * Adds a result's delivered messages to today's count of the IP and destination. Each API
   * process keeps counts of its own, written one at a time per key: the embedded database applies
   * concurrent `$inc`s to one document as read-modify-write and loses some, and a lost count would
   * let the IP pass its volume. The heartbeat adds the processes' counts up.
   */
  async recordDelivered(ip: string, destination: string, delivered: number): Promise<void> {
    if (delivered <= 0) return;
    const day = this.clock.today();
    const key = `${day}|${ip}|${destination}|${this.processKey}`;
    const write = (this.writes.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.counts.updateOne({ _id: key }, { $inc: { count: delivered }, $setOnInsert: { day, ip, destination } }, { upsert: true }).exec())
      .then(() => undefined);
    this.writes.set(key, write);
    try {
      await write;
    } finally {
      if (this.writes.get(key) === write) this.writes.delete(key);
    }
  }
}
