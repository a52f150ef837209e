import type { AgentLease } from '@platform/contracts';

import { laneKey, type DestinationShaper } from './destination-shaping.js';
import type { WarmupReservation } from './ip-warmup-volumes.js';
import type { MailHost, MailHostResolver } from './mx-resolver.js';
import type { SmtpConnectionSource } from './smtp-connection-cache.js';
import { deliverToMailHosts, type LeaseDeliveryResult } from './smtp-delivery.js';

/** A lease's results, and the destination its recipient domain belongs to (null when no MX host was found). */
export interface ShapedDeliveryResult extends LeaseDeliveryResult {
  destination: string | null;
  /** To call once the result is reported: the API's count of the IP's warm-up volume has it from then on. */
  warmup?: WarmupReservation;
}

/**
 * A delivery waiting for its destination's limits stops this long before its lease ends (at
 * most half the time left): the attempt itself and the report need the rest.
 */
const ADMISSION_MARGIN_MS = 90_000;

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
      shaper: DestinationShaper;
    },
  ) {}

  /** Deliveries that could start now without waiting: what to ask the API for. */
  get freeSlots(): number {
    return Math.max(0, this.options.concurrency - this.running - this.queue.length);
  }

  /** Never rejects: whatever goes wrong becomes a result, so every lease gets reported. */
  async deliver(lease: AgentLease): Promise<ShapedDeliveryResult> {
    await this.takeSlot();
    try {
      const resolution = await this.options.resolveMailHosts(lease.recipient_domain);
      if (resolution.kind === 'hosts') return await this.deliverShaped(lease, resolution.hosts);
      const outcome = resolution.kind === 'bounce' ? 'bounced' : 'deferred';
      return { results: lease.recipients.map((address) => ({ address, outcome, response: resolution.reason })), via: null, destination: null };
    } catch (error) {
      const response = `agent error: ${(error as Error).message}`;
      return { results: lease.recipients.map((address) => ({ address, outcome: 'deferred', response })), via: null, destination: null };
    } finally {
      this.releaseSlot();
    }
  }

  /** Within the destination's limits on the lease's IP, or deferred without a connection when it is suspended there or full until the lease's end. */
  private async deliverShaped(lease: AgentLease, hosts: MailHost[]): Promise<ShapedDeliveryResult> {
    const { shaper, connections } = this.options;
    const leaseEnd = Date.parse(lease.lease_expires_at);
    const left = Number.isNaN(leaseEnd) ? 0 : Math.max(0, leaseEnd - Date.now());
    const deadline = Date.now() + left - Math.min(ADMISSION_MARGIN_MS, left / 2);
    const admission = await shaper.admit(lease.source_ip, hosts.map((host) => host.host), deadline, lease.recipients.length);
    const { destination } = admission;
    if (admission.kind === 'deferred') {
      return { results: lease.recipients.map((address) => ({ address, outcome: 'deferred', response: admission.reason })), via: null, destination };
    }
    try {
      const shaping = {
        group: laneKey(lease.source_ip, destination),
        maxOpen: admission.limits.max_connections,
        maxMessagesPerConnection: admission.limits.max_messages_per_connection,
      };
      const delivered = await deliverToMailHosts(lease, hosts, connections, shaping);
      const deferredReplies = delivered.results.filter((result) => result.outcome === 'deferred').map((result) => result.response);
      shaper.noteReplies(lease.source_ip, destination, deferredReplies);
      return { ...delivered, destination, warmup: admission.warmup };
    } finally {
      admission.release();
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
