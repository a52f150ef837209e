import type { AgentLease } from '@platform/contracts';

import type { MailHostResolver } from './mx-resolver.js';
import type { SmtpConnectionSource } from './smtp-connection-cache.js';
import { deliverToMailHosts, type LeaseDeliveryResult } from './smtp-delivery.js';

/**
 * Runs deliveries, at most `concurrency` at a time (each holds at most one SMTP connection, so
 * this also bounds the connections in use); the rest wait their turn. Sessions are reused
 * through the connection source.
 */
export class DeliveryPool {
  private running = 0;
  private readonly queue: Array<() => void> = [];
  private readonly slotWatchers = new Set<() => void>();

  constructor(
    private readonly options: {
      concurrency: number;
      resolveMailHosts: MailHostResolver;
      connections: SmtpConnectionSource;
    },
  ) {}

  /** Deliveries that could start now without waiting: what to ask the API for. */
  get freeSlots(): number {
    return Math.max(0, this.options.concurrency - this.running - this.queue.length);
  }

  /** Never rejects: whatever goes wrong becomes a result, so every lease gets reported. */
  async deliver(lease: AgentLease): Promise<LeaseDeliveryResult> {
    await this.takeSlot();
    try {
      const resolution = await this.options.resolveMailHosts(lease.recipient_domain);
      if (resolution.kind === 'hosts') {
        return await deliverToMailHosts(lease, resolution.hosts, this.options.connections);
      }
      const outcome = resolution.kind === 'bounce' ? 'bounced' : 'deferred';
      return { results: lease.recipients.map((address) => ({ address, outcome, response: resolution.reason })), via: null };
    } catch (error) {
      const response = `agent error: ${(error as Error).message}`;
      return { results: lease.recipients.map((address) => ({ address, outcome: 'deferred', response })), via: null };
    } finally {
      this.releaseSlot();
    }
  }

  /** Resolves once a slot is free (at once if one is), or when the signal aborts. */
  waitForFreeSlot(signal: AbortSignal): Promise<void> {
    if (this.freeSlots > 0 || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.slotWatchers.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      this.slotWatchers.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private takeSlot(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    // the slot is handed over by releaseSlot, so `running` stays counted
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.queue.shift();
    if (next) {
      next();
      return;
    }
    this.running--;
    for (const watcher of [...this.slotWatchers]) watcher();
  }
}
