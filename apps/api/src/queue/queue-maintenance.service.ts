import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DeliveryQueueService } from './delivery-queue.service.js';
import { MessageBodySweep } from './message-body-sweep.service.js';

const SWEEP_INTERVAL_MS = 60_000;
/** Leftover bodies are rare (a crash between a delivery's end and its body's removal): an hourly look is enough. */
const BODY_SWEEP_INTERVAL_MS = 60 * 60_000;
/**
 * A reread of the open deliveries waits at least this many times its own duration, so that on
 * a long queue (the embedded database reads a few thousand documents a second) it never takes
 * more than a tenth of the time.
 */
const RESCAN_SPACING_FACTOR = 10;

/**
 * The queue's background work: rereading the open deliveries into this process's view of the
 * queue (at start and then regularly), giving up, once a minute, deliveries that outlived
 * the queue lifetime (whatever their route), and removing, once an hour, message bodies that no
 * delivery needs. The two sweeps are safe to run in several processes at once (each removal is
 * decided per document); one process is enough.
 */
@Injectable()
export class QueueMaintenanceService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QueueMaintenanceService.name);
  private sweepTimer?: NodeJS.Timeout;
  private bodySweepTimer?: NodeJS.Timeout;
  private rescanTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: DeliveryQueueService,
    private readonly bodies: MessageBodySweep,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    void this.rescan();
    this.sweepTimer = setInterval(() => {
      this.queue.failExpired().then(
        (count) => count && this.logger.log(`Gave up ${count} expired deliveries`),
        (error: Error) => this.logger.error(`Expiry sweep failed: ${error.message}`),
      );
    }, SWEEP_INTERVAL_MS).unref();
    this.bodySweepTimer = setInterval(() => {
      this.bodies.sweep().catch((error: Error) => this.logger.error(`Message body sweep failed: ${error.message}`));
    }, BODY_SWEEP_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearInterval(this.bodySweepTimer);
    clearTimeout(this.rescanTimer);
  }

  private async rescan(): Promise<void> {
    const startedAt = Date.now();
    try {
      await this.queue.refreshDueDeliveries();
    } catch (error) {
      this.logger.error(`Rereading the queue failed: ${(error as Error).message}`);
    }
    if (this.stopped) return;
    const wait = Math.max(this.config.sending.queueRescanMs, (Date.now() - startedAt) * RESCAN_SPACING_FACTOR);
    this.rescanTimer = setTimeout(() => void this.rescan(), wait).unref();
  }
}
