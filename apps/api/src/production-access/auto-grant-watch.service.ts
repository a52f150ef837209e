import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
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

  constructor(
    private readonly rollups: RollupsService,
    private readonly access: ProductionAccessService,
  ) {}

  onModuleInit(): void {
    this.rollups.onReputationCounted({
      logger: this.logger,
      describe: (userId) => `The automatic grant of account ${userId}`,
      run: (userId) => this.access.grantIfEarned(userId),
    });
  }
}
