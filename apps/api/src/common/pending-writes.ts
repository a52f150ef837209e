import { Injectable } from '@nestjs/common';

/**
 * Services that hold acknowledged writes in memory for a moment before writing them together
 * (counts written once a second) register how to write them out now. A backup writes them out
 * first, so that it holds everything this process had acknowledged when it started. Other
 * processes' waiting writes are theirs: at most one flush interval of them is not in the backup.
 */
@Injectable()
export class PendingWrites {
  private readonly flushers = new Set<() => Promise<void>>();

  register(flush: () => Promise<void>): void {
    this.flushers.add(flush);
  }

  async flushAll(): Promise<void> {
    await Promise.all([...this.flushers].map((flush) => flush()));
  }
}
