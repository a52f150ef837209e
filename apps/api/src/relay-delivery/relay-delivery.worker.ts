import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { RecipientAttemptResult } from '../queue/delivery-outcome.js';
import { DeliveryQueueService, type AttemptOrigin, type LeasedDelivery } from '../queue/delivery-queue.service.js';
import { RelaysService } from '../relays/relays.service.js';
import { RelayConnectionPool } from './relay-connection-pool.js';
import { RelayOutcomeJournal } from './relay-outcome-journal.service.js';
import { transmitThroughRelay } from './relay-transmission.js';

/**
 * Carries bulletproof deliveries through their domain's relay: a fixed number of loops that
 * each lease a due delivery, transmit it over the relay's pooled connections and record the
 * result under the lease. A relay's answer is written to the RelayOutcomeJournal before it is
 * recorded, so that a process killed in between does not send the delivery twice.
 */
@Injectable()
export class RelayDeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(RelayDeliveryWorker.name);
  private readonly owner = `${hostname()}:${process.pid}:relay`;
  private stopping = new AbortController();
  private loops: Promise<void>[] = [];
  /** Lease tokens of the deliveries being transmitted now. */
  private readonly inFlight = new Set<string>();
  private stopped: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: DeliveryQueueService,
    private readonly relays: RelaysService,
    private readonly connections: RelayConnectionPool,
    private readonly outcomes: RelayOutcomeJournal,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.stopping = new AbortController();
    // What the relays had answered a worker killed before recording it is recorded before anything is leased anew.
    if (this.config.sending.relayWorkerConcurrency > 0) await this.outcomes.replayLeftBehind(0);
    this.loops = Array.from({ length: this.config.sending.relayWorkerConcurrency }, () => this.run());
  }

  /**
   * Stops leasing at the start of shutdown, so the transmissions under way finish while the
   * rest of the app drains (SMTP sessions in DATA), within the same grace.
   */
  beforeApplicationShutdown(): void {
    this.stopping.abort();
    this.stopped = this.finishOrRelease(this.config.shutdownGraceSeconds * 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.stopped;
  }

  /**
   * Waits up to the grace for the transmissions under way, then gives back the leases of those
   * still running: their deliveries are due again at once for the next process, instead of
   * after the lease (a relay that accepts one meanwhile makes a duplicate, never a loss).
   */
  private async finishOrRelease(graceMs: number): Promise<void> {
    const grace = new AbortController();
    await Promise.race([Promise.all(this.loops), sleep(graceMs, undefined, { signal: grace.signal }).catch(() => undefined)]);
    grace.abort();
    for (const leaseToken of [...this.inFlight]) {
      const released = await this.queue.releaseLease(leaseToken, this.owner).catch((error: Error) => {
        this.logger.error(`Releasing lease ${leaseToken}: ${error.message}`);
        return false;
      });
      if (released) this.logger.log(`Released delivery ${leaseToken.split('.')[0]} still in transmission at shutdown`);
    }
  }

  private async run(): Promise<void> {
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      try {
        const leased = await this.queue.leaseNext('relay', this.owner, this.config.sending.leaseMs);
        if (leased) {
          this.inFlight.add(leased.leaseToken);
          try {
            await this.deliver(leased);
          } finally {
            this.inFlight.delete(leased.leaseToken);
          }
          continue;
        }
      } catch (error) {
        // A database hiccup must not end the loop; the lease (if any) expires and is retried.
        if (!signal.aborted) this.logger.error(`Relay delivery loop: ${(error as Error).message}`);
      }
      await sleep(this.config.sending.queuePollMs, undefined, { signal }).catch(() => undefined);
    }
  }

  private async deliver({ delivery, leaseToken, envelopeFrom, raw, recipients }: LeasedDelivery): Promise<void> {
    const relay = delivery.relay_id ? await this.relays.forSending(delivery.relay_id) : null;
    const settings = relay?.active ? relay.settings : null;
    const results = relay && settings
      ? await transmitThroughRelay({
          settings,
          transport: this.connections.transportFor(delivery.relay_id!.toString(), settings),
          envelopeFrom,
          recipients,
          raw,
        })
      : recipients.map((address) => ({
          address,
          outcome: 'deferred' as const,
          response: relay ? `Relay ${relay.name} is inactive` : 'The domain has no relay',
        }));
    const origin = { sourceIp: settings ? `${settings.host}:${settings.port}` : null, agentHostname: relay?.name ?? null };
    // Durable first: killed from here on, a replay records it instead of the relay being asked again.
    const journaled = await this.journal(leaseToken, results, origin);
    await this.queue.recordAttempt(leaseToken, results, origin);
    if (journaled) await this.outcomes.forget(leaseToken);
    for (const result of results) {
      this.logger.log(`${delivery.message_id} to ${result.address} via ${relay?.name ?? '-'}: ${result.outcome} (${result.response})`);
    }
  }

  /**
   * Writes the relay's answer to the journal when it delivered or bounced someone (deferrals are
   * tried again anyway); a failed write is logged and the result recorded all the same.
   */
  private async journal(leaseToken: string, results: RecipientAttemptResult[], origin: AttemptOrigin): Promise<boolean> {
    if (!results.some((result) => result.outcome !== 'deferred')) return false;
    try {
      await this.outcomes.write(leaseToken, this.owner, results, origin);
      return true;
    } catch (error) {
      this.logger.error(`Journaling the relay's answer for ${leaseToken.split('.')[0]} failed: ${(error as Error).message}`);
      return false;
    }
  }
}
