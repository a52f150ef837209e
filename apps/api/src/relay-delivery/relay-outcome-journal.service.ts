import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { RecipientAttemptResult } from '../queue/delivery-outcome.js';
import { DeliveryQueueService, type AttemptOrigin } from '../queue/delivery-queue.service.js';
import { RelayOutcomeRecord } from './relay-outcome.schema.js';

/** Outcomes replayed per pass: one is left behind per transmission a dead process had finished. */
const REPLAY_BATCH = 100;
/** The longest wait between replays (shorter with short leases: a replay must come before the takeover). */
const REPLAY_INTERVAL_MAX_MS = 15_000;

/**
 * The relay worker's journal of relay answers, in the API's own store: what the agent's journal
 * file is to an agent. The worker writes a relay's answer here the moment it came, records the
 * attempt, then removes it. An answer left behind (its process died in between) is recorded by
 * the replay, which every process runs: as the attempt's result while the lease is still held
 * or unrecorded, or as the result of the attempt that took the delivery over (see
 * DeliveryQueueService.settleJournaledAttempt). Either way the relay is not asked again.
 */
@Injectable()
export class RelayOutcomeJournal implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RelayOutcomeJournal.name);
  private readonly replayEveryMs: number;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectModel(RelayOutcomeRecord.name) private readonly outcomes: Model<RelayOutcomeRecord>,
    private readonly queue: DeliveryQueueService,
  ) {
    this.replayEveryMs = Math.min(REPLAY_INTERVAL_MAX_MS, Math.max(1000, config.sending.leaseMs / 2));
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.replayLeftBehind(), this.replayEveryMs).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Makes the relay's answer durable; resolves once it is stored. */
  async write(leaseToken: string, owner: string, results: RecipientAttemptResult[], origin: AttemptOrigin): Promise<void> {
    await this.outcomes.collection.insertOne({
      _id: leaseToken,
      owner,
      results,
      source_ip: origin.sourceIp,
      relay_name: origin.agentHostname,
      created_at: new Date(),
    } as never);
  }

  /** The attempt is recorded: the answer need not be replayed. A removal that fails is replayed harmlessly. */
  async forget(leaseToken: string): Promise<void> {
    await this.outcomes.deleteOne({ _id: leaseToken }).exec().catch((error: Error) => this.logger.warn(`Removing relay outcome ${leaseToken}: ${error.message}`));
  }

  /**
   * Records the answers older than `minimumAgeMs`: by default a replay interval (a live worker
   * records its own within milliseconds); at start, all (the worker leases nothing before).
   */
  async replayLeftBehind(minimumAgeMs = this.replayEveryMs): Promise<number> {
    let replayed = 0;
    try {
      const left = await this.outcomes
        .find({ created_at: { $lt: new Date(Date.now() - minimumAgeMs) } })
        .sort({ created_at: 1 })
        .limit(REPLAY_BATCH)
        .lean<RelayOutcomeRecord[]>()
        .exec();
      for (const outcome of left) {
        const origin = { sourceIp: outcome.source_ip, agentHostname: outcome.relay_name };
        const { recorded } = await this.queue.recordAttempt(outcome._id, outcome.results, origin, outcome.owner);
        const settled = recorded || (await this.queue.settleJournaledAttempt(outcome._id, outcome.results, origin, outcome.owner));
        this.logger.warn({ delivery: outcome._id.split('.')[0], recorded, settled }, 'Replayed a relay answer whose worker stopped before recording it');
        await this.forget(outcome._id);
        replayed += 1;
      }
    } catch (error) {
      this.logger.error(`Replaying relay outcomes failed: ${(error as Error).message}`);
    }
    return replayed;
  }
}
