import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { RollupsService } from '../rollups/rollups.service.js';
import { AccountStandingsService } from './account-standings.service.js';

/**
 * Judges accounts when their reputation counts change: after each rollup flush that wrote some
 * (a delivery, a hard bounce or a complaint recorded by this process), each of those accounts is
 * judged once, one after another. No scan: an account is judged only when something it sent was
 * counted, and the judgement reads its few rollup documents by _id.
 */
@Injectable()
export class ReputationWatch implements OnModuleInit {
  private readonly logger = new Logger(ReputationWatch.name);

  constructor(
    private readonly rollups: RollupsService,
    private readonly standings: AccountStandingsService,
  ) {}

  onModuleInit(): void {
    this.rollups.onReputationCounted({
      logger: this.logger,
      describe: (userId) => `Judging account ${userId}`,
      run: (userId) => this.standings.judge(userId),
    });
  }
}
