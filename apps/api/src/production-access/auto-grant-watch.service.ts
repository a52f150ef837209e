import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { RollupsService } from '../rollups/rollups.service.js';
import { ProductionAccessService } from './production-access.service.js';

/**
 * Weighs the automatic grant when an account's reputation counts change (as ReputationWatch
 * judges then): only accounts whose sent mail was just counted, one after another, each by a
 * cached user read and, when sandboxed, its few rollup documents by _id. No scan of the log.
 */
@Injectable()
export class AutoGrantWatch implements OnModuleInit {
  private readonly logger = new Logger(AutoGrantWatch.name);
  private readonly waiting = new Set<string>();
  private weighing: Promise<void> | null = null;

  constructor(
    private readonly rollups: RollupsService,
    private readonly access: ProductionAccessService,
  ) {}

  onModuleInit(): void {
    this.rollups.onReputationCounted((userIds) => {
      for (const userId of userIds) this.waiting.add(userId);
      this.weighing ??= this.weighWaiting().finally(() => (this.weighing = null));
    });
  }

  private async weighWaiting(): Promise<void> {
    while (this.waiting.size > 0) {
      const [userId] = this.waiting;
      this.waiting.delete(userId);
      await this.access.grantIfEarned(new Types.ObjectId(userId)).catch((error: Error) => this.logger.error(`The automatic grant of account ${userId} failed: ${error.message}`));
    }
  }
}
