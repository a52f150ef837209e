import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { AccountHoldRecord } from './account-hold.schema.js';

/** How often every process rereads the holds, to learn of those another process set or lifted. */
const REFRESH_INTERVAL_MS = 2000;

/**
 * The accounts whose mail is held (AccountHoldRecord), known to every process in memory so that
 * leasing and submission ask without a read: this process's own changes apply at once, other
 * processes' within REFRESH_INTERVAL_MS. The reread takes the whole collection, which holds only
 * the accounts on hold.
 */
@Injectable()
export class AccountHolds implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AccountHolds.name);
  private held = new Map<string, string>();
  /** When this process last changed a hold: a reread begun before it would undo the change. */
  private changedAt = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(@InjectModel(AccountHoldRecord.name) private readonly holds: Model<AccountHoldRecord>) {}

  async onModuleInit(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch((error: Error) => this.logger.error(`Rereading the account holds failed: ${error.message}`)), REFRESH_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Why the account's mail is held, or null when it is not. */
  reasonOf(userId: Types.ObjectId | string): string | null {
    return this.held.get(userId.toString()) ?? null;
  }

  isHeld(userId: string): boolean {
    return this.held.has(userId);
  }

  async hold(userId: Types.ObjectId | string, reason: string): Promise<void> {
    const id = userId.toString();
    await this.holds.updateOne({ _id: id }, { $set: { reason }, $setOnInsert: { held_at: new Date() } }, { upsert: true }).exec();
    this.changedAt = Date.now();
    this.held.set(id, reason);
  }

  async release(userId: Types.ObjectId | string): Promise<void> {
    const id = userId.toString();
    await this.holds.deleteOne({ _id: id }).exec();
    this.changedAt = Date.now();
    this.held.delete(id);
  }

  async refresh(): Promise<void> {
    const startedAt = Date.now();
    const stored = await this.holds.find({}, { reason: 1 }).lean().exec();
    if (startedAt <= this.changedAt) return;
    this.held = new Map(stored.map((hold) => [hold._id, hold.reason]));
  }
}
