import { Injectable } from '@nestjs/common';

/**
 * Told when a restore has replaced the database's contents past every service, so that what a
 * service keeps in memory of the data it owns (ListHeads, the agents list, the rollup documents)
 * is dropped at once rather than served for up to a few seconds more.
 */
@Injectable()
export class DataReplacement {
  private readonly listeners: Array<() => void> = [];

  onReplaced(listener: () => void): void {
    this.listeners.push(listener);
  }

  replaced(): void {
    for (const listener of this.listeners) listener();
  }
}
