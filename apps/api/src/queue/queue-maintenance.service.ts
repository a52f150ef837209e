import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DeliveryQueueService } from './delivery-queue.service.js';

const SWEEP_INTERVAL_MS = 60_000;
const EXPIRY_BATCH = 100;
/**
 * A reread of the open deliveries waits at least this many times its own duration, so that on
 * a long queue (the embedded database reads a few thousand documents a second) it never takes
 * more than a tenth of the time.
 */
const RESCAN_SPACING_FACTOR = 10;
/**
 * A reread that found nothing another process changed doubles the wait before the next one, up
 * to this: a lone API process (which learns of its own work as it does it) then rereads its queue
 * rarely, and one that shares the queue comes back to QUEUE_RESCAN_MS as soon as it learns something.
 */
const QUIET_RESCAN_MAX_MS = 60_000;

/**
 * The queue's background work: rereading the open deliveries into this process's view of the
 * queue (at start and then regularly: an accommodation of the embedded database, see
 * DeliveryQueueService), and giving up, once a minute, deliveries that outlived
 * the queue lifetime (whatever their route).
 */
@Injectable()
export class QueueMaintenanceService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QueueMaintenanceService.name);
  private sweepTimer?: NodeJS.Timeout;
  private rescanTimer?: NodeJS.Timeout;
  private stopped = false;
  private quietWaitMs = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: DeliveryQueueService,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    void this.rescan();
    this.sweepTimer = setInterval(() => {
      this.sweepExpired().then(
        (count) => count && this.logger.log(`Gave up ${count} expired deliveries`),
        (error: Error) => this.logger.error(`Expiry sweep failed: ${error.message}`),
      );
    }, SWEEP_INTERVAL_MS).unref();
  }

  /**
   * Gives up every delivery past its lifetime, a batch at a time: they sit at the front of the
   * view's lanes, where the oldest deliveries are looked for, until they are gone.
   */
  private async sweepExpired(): Promise<number> {
    let total = 0;
    for (;;) {
      const failed = await this.queue.failExpired(EXPIRY_BATCH);
      total += failed;
      if (failed < EXPIRY_BATCH || this.stopped) return total;
    }
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearTimeout(this.rescanTimer);
  }

  private async rescan(): Promise<void> {
    const startedAt = Date.now();
    const baseWaitMs = this.config.sending.queueRescanMs;
    try {
      const { learnt } = await this.queue.refreshDueDeliveries();
      this.quietWaitMs = learnt > 0 ? baseWaitMs : Math.min(Math.max(this.quietWaitMs, baseWaitMs) * 2, Math.max(QUIET_RESCAN_MAX_MS, baseWaitMs));
    } catch (error) {
      this.logger.error(`Rereading the queue failed: ${(error as Error).message}`);
    }
    if (this.stopped) return;
    const wait = Math.max(this.quietWaitMs, baseWaitMs, (Date.now() - startedAt) * RESCAN_SPACING_FACTOR);
    this.rescanTimer = setTimeout(() => void this.rescan(), wait).unref();
  }
}
