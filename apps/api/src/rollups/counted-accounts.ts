import type { Logger } from '@nestjs/common';
import { Types } from 'mongoose';

/** What a reputation listener does for one account whose counts were just written. */
export interface CountedAccountWork {
  /** The listener's own logger, and what failed in its words ("Judging account …"). */
  logger: Logger;
  describe(userId: string): string;
  run(userId: Types.ObjectId): Promise<void>;
}

/**
 * The accounts one listener still has to weigh, taken one after another (an account counted again
 * while it waits is weighed once). `idle()` resolves once none waits and none is under way, so a
 * shutdown lets the last flush's accounts be weighed before the database connection closes.
 */
export class CountedAccounts {
  private readonly waiting = new Set<string>();
  private working: Promise<void> | null = null;

  constructor(private readonly work: CountedAccountWork) {}

  add(userIds: string[]): void {
    for (const userId of userIds) this.waiting.add(userId);
    this.working ??= this.workThrough().finally(() => (this.working = null));
  }

  idle(): Promise<void> {
    return this.working ?? Promise.resolve();
  }

  private async workThrough(): Promise<void> {
    while (this.waiting.size > 0) {
      const [userId] = this.waiting;
      this.waiting.delete(userId);
      await this.work.run(new Types.ObjectId(userId)).catch((error: Error) => this.work.logger.error(`${this.work.describe(userId)} failed: ${error.message}`));
    }
  }
}
