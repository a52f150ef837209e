import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
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
  private readonly waiting = new Set<string>();
  private judging: Promise<void> | null = null;

  constructor(
    private readonly rollups: RollupsService,
    private readonly standings: AccountStandingsService,
  ) {}

  onModuleInit(): void {
    this.rollups.onReputationCounted((userIds) => {
      for (const userId of userIds) this.waiting.add(userId);
      this.judging ??= this.judgeWaiting().finally(() => (this.judging = null));
    });
  }

  private async judgeWaiting(): Promise<void> {
    while (this.waiting.size > 0) {
      const [userId] = this.waiting;
      this.waiting.delete(userId);
      await this.standings.judge(new Types.ObjectId(userId)).catch((error: Error) => this.logger.error(`Judging account ${userId} failed: ${error.message}`));
    }
  }
}
