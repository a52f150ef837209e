import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DeliveryQueueService } from './delivery-queue.service.js';

const SWEEP_INTERVAL_MS = 60_000;

/** Gives up, once a minute, deliveries that outlived the queue lifetime (whatever their route). */
@Injectable()
export class QueueMaintenanceService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QueueMaintenanceService.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly queue: DeliveryQueueService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.queue.failExpired().then(
        (count) => count && this.logger.log(`Gave up ${count} expired deliveries`),
        (error: Error) => this.logger.error(`Expiry sweep failed: ${error.message}`),
      );
    }, SWEEP_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
