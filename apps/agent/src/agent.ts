import { setTimeout as sleep } from 'node:timers/promises';

import type {
  AgentHeartbeatRequest,
  AgentHeartbeatResponse,
  AgentLease,
  AgentLeaseRequest,
  AgentLeaseResponse,
  AgentReleaseRequest,
  AgentReleaseResponse,
} from '@platform/contracts';
import { leaseTakeoverGraceMs } from '@platform/contracts';

import type { AgentLog } from './agent-log.js';
import { callWithRetry } from './api-client.js';
import type { JournaledOutcome, OutcomeRecorder } from './outcome-journal.js';
import { ResultReporter, type ResultApi } from './result-reporter.js';
import type { LeaseDeliveryResult } from './smtp-delivery.js';
import { tlsLogFields } from './tls-requirements.js';
import type { ShapedDeliveryResult } from './delivery-pool.js';
import type { DestinationShaper } from './destination-shaping.js';

/** The longest wait between two tries of reporting a result (other API calls back off to 30 s). */
const RESULT_RETRY_MAX_DELAY_MS = 2_000;

/** The API calls the agent makes (AgentApiClient; a fake in tests). */
export interface AgentApi extends ResultApi {
  heartbeat(body: AgentHeartbeatRequest): Promise<AgentHeartbeatResponse>;
  leaseDeliveries(body: AgentLeaseRequest): Promise<AgentLeaseResponse>;
  releaseLeases(body: AgentReleaseRequest): Promise<AgentReleaseResponse>;
}

/** What the agent needs of the DeliveryPool. */
export interface Deliveries {
  readonly freeSlots: number;
  deliver(lease: AgentLease): Promise<ShapedDeliveryResult>;
  waitForFreeSlot(signal: AbortSignal): Promise<void>;
}

export interface SendingAgentOptions {
  hostname: string;
  ips: string[];
  heartbeatSeconds: number;
  pollMs: number;
  api: AgentApi;
  deliveries: Deliveries;
  /** Takes the destination rules and suspensions each heartbeat brings. */
  shaper: Pick<DestinationShaper, 'applyRules' | 'applySuspensions' | 'applyIpWarmup'>;
  log: AgentLog;
  /** Where each lease's results are made durable before they are reported (see OutcomeJournal). */
  journal: OutcomeRecorder;
  /** How long stop() lets deliveries in progress finish and report before it releases their leases. */
  shutdownGraceMs?: number;
  /** Backoff between failed API calls; shortened in tests. */
  retryDelays?: { initialDelayMs: number; maxDelayMs: number };
}

/**
 * The agent's two loops: heartbeats (which also tell whether an admin drained the agent) and
 * leasing as many deliveries as there are free slots, each delivered and then reported.
 */
export class SendingAgent {
  /** Aborted by stop(): no more heartbeats or leases. */
  private readonly stopping = new AbortController();
  /** Aborted when the shutdown grace is over: reports still retrying are dropped. */
  private readonly abandoning = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  /** Leases taken and not yet reported on, by token: what a stop gives back when their time is up. */
  private readonly unreported = new Map<string, AgentLease>();
  private loops: Promise<unknown> = Promise.resolve();
  /** Leases are only asked for while the API says online; offline means an admin drained us. */
  private status: AgentHeartbeatResponse['status'] | 'unknown' = 'unknown';
  private leaseSeconds = 300;
  private lastStatusLine = '';
  /** Results that become ready together are reported in one request. */
  private readonly reporter: ResultReporter;

  constructor(private readonly options: SendingAgentOptions) {
    this.reporter = new ResultReporter(options.api);
  }

  /**
   * Starts the loops. `owed` are the outcomes the journal held at start (the agent stopped
   * before it reported them): they are reported first, and only then are deliveries leased anew.
   */
  start(owed: JournaledOutcome[] = []): void {
    this.loops = Promise.all([this.heartbeatLoop(), this.reportOwed(owed).then(() => this.leaseLoop())]);
  }

  /**
   * Reports the journal's outcomes as journaled: the API settles each delivery with them even
   * when the lease has run out or another worker took it over meanwhile. Retried until the API
   * answers (it may be restarting too); the agent leases nothing before.
   */
  private async reportOwed(owed: JournaledOutcome[]): Promise<void> {
    if (owed.length === 0) return;
    this.options.log.event('journal_replay', { outcomes: owed.length });
    await Promise.all(owed.map((outcome) => this.reportJournaled(outcome, this.stopping.signal)));
  }

  /**
   * Reports a journaled outcome whose lease may have run out: the API settles the delivery with
   * it unless another attempt was recorded meanwhile. Retried until the API answers or `signal`
   * aborts; true once answered.
   */
  private async reportJournaled(outcome: JournaledOutcome, signal: AbortSignal): Promise<boolean> {
    const report = await callWithRetry(() => this.reporter.report({ ...outcome, journaled: true }), {
      ...this.resultRetry('journaled results', signal),
      retryable: (error) => error.transient || error.unauthorized,
    });
    if (report === undefined) return false;
    this.options.journal.markReported(outcome.lease_token);
    this.options.log.event('journal_reported', {
      delivery: outcome.lease_token.split('.')[0],
      outcome: report.recorded ? 'recorded' : report.settled ? 'settled a later attempt' : 'already recorded or nothing to settle',
    });
    return true;
  }

  /**
   * Stops leasing, lets deliveries finish and report within the grace, then gives the leases of
   * those that did not back to the API, so that other agents take them at once instead of after
   * the leases expire. Returns how many were unfinished and how many of those the API released.
   */
  async stop(): Promise<{ unfinished: number; released: number }> {
    this.stopping.abort();
    const graceOver = sleep(this.options.shutdownGraceMs ?? 20_000, undefined, { ref: false });
    await Promise.race([this.loops, graceOver]);
    await Promise.race([Promise.all(this.inFlight), graceOver]);
    this.abandoning.abort();
    const unfinished = [...this.unreported.keys()];
    return { unfinished: unfinished.length, released: await this.release(unfinished) };
  }

  /** One attempt: a lease the API does not hear of comes back to the queue when it expires anyway. */
  private async release(leaseTokens: string[]): Promise<number> {
    if (leaseTokens.length === 0) return 0;
    try {
      return (await this.options.api.releaseLeases({ lease_tokens: leaseTokens })).released;
    } catch (error) {
      this.options.log.event('release_failed', { leases: leaseTokens.length, error: (error as Error).message });
      return 0;
    }
  }

  private async heartbeatLoop(): Promise<void> {
    const signal = this.stopping.signal;
    const body = { hostname: this.options.hostname, ips: this.options.ips };
    while (!signal.aborted) {
      // Before the first try: results reported before it are in the answer's warm-up counts.
      const sentAt = Date.now();
      const response = await callWithRetry(() => this.options.api.heartbeat(body), this.retry('heartbeat', signal));
      if (!response) return;
      this.applyHeartbeat(response, sentAt);
      await this.pause(this.options.heartbeatSeconds * 1000, signal);
    }
  }

  private async leaseLoop(): Promise<void> {
    const signal = this.stopping.signal;
    const { api, deliveries, pollMs } = this.options;
    while (!signal.aborted) {
      if (this.status !== 'online') {
        await this.pause(pollMs, signal);
        continue;
      }
      await deliveries.waitForFreeSlot(signal);
      if (signal.aborted) return;
      const max = deliveries.freeSlots;
      const response = await callWithRetry(() => api.leaseDeliveries({ max }), this.retry('leases', signal));
      if (!response) return;
      // Leases granted while stopping are still delivered: they are ours until they expire.
      for (const lease of response.items) {
        this.unreported.set(lease.lease_token, lease);
        this.track(this.deliverAndReport(lease).finally(() => this.unreported.delete(lease.lease_token)));
      }
      if (response.items.length === 0) await this.pause(pollMs, signal);
    }
  }

  private async deliverAndReport(lease: AgentLease): Promise<void> {
    const leasedAt = Date.now();
    const { results, via, destination, warmup } = await this.options.deliveries.deliver(lease);
    const outcome = { lease_token: lease.lease_token, source_ip: lease.source_ip, results, ...(destination ? { destination } : {}) };
    // Durable before anything else: killed from here on, the agent reports it on its next start.
    const journaled = await this.options.journal.record(outcome).then(
      () => true,
      (error: Error) => {
        this.options.log.event('journal_write_failed', { delivery: lease.delivery_id, error: error.message });
        return false;
      },
    );
    // The result is owed now, not the lease: a stop must not give it back to be sent again.
    if (journaled) this.unreported.delete(lease.lease_token);
    for (const result of results) {
      this.options.log.delivery(result.outcome, {
        message: lease.message_id,
        to: result.address,
        via: via ?? '-',
        from_ip: lease.source_ip,
        helo: lease.helo,
        destination: destination ?? undefined,
        reply: result.response,
        ...tlsLogFields(result.tls),
      });
    }
    // The API takes the delivery over only a grace after the lease's end (the API may have been
    // restarting); a report after that is refused, so stop there.
    const leaseEnd = Date.parse(lease.lease_expires_at);
    const expiresAt = Number.isNaN(leaseEnd) ? leasedAt + this.leaseSeconds * 1000 : leaseEnd;
    const report = await callWithRetry(() => this.reporter.report(outcome), {
      ...this.resultRetry('results', this.abandoning.signal),
      // The grace of a lease as long as this one looked from here (never longer than the API's).
      giveUpAt: expiresAt + leaseTakeoverGraceMs(expiresAt - leasedAt),
      retryable: (error) => error.transient || error.unauthorized,
    });
    // Recorded: from the next heartbeat on, the API's warm-up count has it. A result the API did not
    // record by this call (refused, or recorded by an earlier call it answered with a 503) it may
    // never count: this agent counts it itself until the day ends.
    if (report?.recorded) warmup?.reported();
    if (report) this.options.journal.markReported(lease.lease_token);
    if (!report && journaled) {
      // The API was away past the lease and its grace (a restart on a loaded machine takes that
      // long): reported as journaled, it still settles the delivery unless it was sent again.
      if (!(await this.reportJournaled(outcome, this.abandoning.signal))) {
        this.options.log.event('result_dropped', {
          message: lease.message_id,
          delivery: lease.delivery_id,
          reason: 'could not report before the agent stopped; the journal keeps it for the next start',
        });
      }
    } else if (!report) {
      this.options.log.event('result_dropped', {
        message: lease.message_id,
        delivery: lease.delivery_id,
        reason: 'could not report before the lease expired and its takeover grace passed, and the journal could not keep it',
      });
    } else if (!report.recorded) {
      this.options.log.event('result_not_recorded', {
        message: lease.message_id,
        delivery: lease.delivery_id,
        reason: 'lease expired or result already reported',
      });
    }
  }

  private applyHeartbeat(response: AgentHeartbeatResponse, sentAt: number): void {
    this.status = response.status;
    this.leaseSeconds = response.lease_seconds;
    // An API older than traffic shaping sends neither: the agent keeps what it has.
    if (response.traffic_shaping?.default_limits && Array.isArray(response.traffic_shaping.destinations)) {
      this.options.shaper.applyRules(response.traffic_shaping);
    }
    if (Array.isArray(response.suspensions)) this.options.shaper.applySuspensions(response.suspensions);
    if (Array.isArray(response.ip_warmup)) this.options.shaper.applyIpWarmup(response.ip_warmup, sentAt);
    // Logged when something changed, not every beat: an admin's change shows up once.
    const fields = {
      status: response.status,
      ips: response.ips.map((ip) => `${ip.ip}:${ip.status}:${ip.helo}`).join(',') || '-',
      refused_ips: response.refused_ips.join(',') || undefined,
      lease_seconds: response.lease_seconds,
      traffic_shaping_version: response.traffic_shaping?.version,
      // The warming IPs' day and volume per destination: logged once a day, and when an admin changes them.
      ip_warmup: Array.isArray(response.ip_warmup) ? response.ip_warmup.map((allowance) => `${allowance.ip}:${allowance.day}:${allowance.daily_volume}`).join(',') || undefined : undefined,
    };
    const line = JSON.stringify(fields);
    if (line !== this.lastStatusLine) this.options.log.event('agent_status', fields);
    this.lastStatusLine = line;
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: Error) => this.options.log.event('delivery_failed', { error: error.message }))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private retry(call: string, signal: AbortSignal) {
    return { call, signal, log: this.options.log, ...this.options.retryDelays };
  }

  /**
   * Results are retried more often than other calls: once the API is back, each second a result
   * waits is a second in which its delivery may be taken over and sent again.
   */
  private resultRetry(call: string, signal: AbortSignal) {
    const retry = this.retry(call, signal);
    return { ...retry, maxDelayMs: Math.min(retry.maxDelayMs ?? RESULT_RETRY_MAX_DELAY_MS, RESULT_RETRY_MAX_DELAY_MS) };
  }

  private pause(ms: number, signal: AbortSignal): Promise<unknown> {
    return sleep(ms, undefined, { signal }).catch(() => undefined);
  }
}
