import type { ConnectionLimit } from './smtp-connection-cache.js';

/**
 * Counts the SMTP sessions of each group (a destination on one source IP) from the moment one is
 * opened until its socket has ended, so that a destination limited to N connections never sees
 * N + 1 at once, not even while a session being closed says QUIT.
 */
export class ConnectionGroups {
  private readonly counts = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  /**
   * Reserves a session of `limit.group`, first closing idle sessions of the group (through
   * `closeIdle`, false when it has none) and waiting for them, or for busy ones, to end.
   */
  async makeRoom(limit: ConnectionLimit, closeIdle: (group: string) => boolean): Promise<void> {
    while ((this.counts.get(limit.group) ?? 0) >= limit.maxOpen) {
      const ended = new Promise<void>((resolve) => {
        const done = () => {
          this.waiters.delete(done);
          resolve();
        };
        this.waiters.add(done);
      });
      closeIdle(limit.group);
      await ended;
    }
    this.counts.set(limit.group, (this.counts.get(limit.group) ?? 0) + 1);
  }

  /** A session of `group` ended (or failed to open). */
  closed(group: string | undefined): void {
    if (group === undefined) return;
    const count = (this.counts.get(group) ?? 0) - 1;
    if (count > 0) this.counts.set(group, count);
    else this.counts.delete(group);
    for (const waiter of [...this.waiters]) waiter();
  }
}
