import { setTimeout as sleep } from 'node:timers/promises';

import {
  classifyDeferral,
  describeLimitReached,
  describeSuspension,
  destinationOf,
  type DestinationLimits,
  type DestinationSuspension,
  type IpWarmupAllowance,
  type TrafficShapingRules,
} from '@platform/contracts';

import { IpWarmupVolumes, type WarmupReservation } from './ip-warmup-volumes.js';

/**
 * Until the first heartbeat brings the API's rules: one connection per destination and IP, so an
 * agent never floods a provider on rules it has not been given (it leases nothing before that anyway).
 */
const RULES_BEFORE_FIRST_HEARTBEAT: TrafficShapingRules = {
  version: 0,
  default_limits: { max_connections: 1, max_messages_per_connection: 100, max_messages_per_minute: null, max_messages_per_hour: null },
  destinations: [],
  first_suspension_seconds: 60,
  max_suspension_seconds: 3600,
};

/** Where one delivery stands with the destination's limits. */
export type Admission =
  | {
      kind: 'admitted';
      destination: string;
      limits: DestinationLimits;
      release: () => void;
      /** Counts towards the IP's warm-up volume until the delivery's result is reported. */
      warmup: WarmupReservation;
    }
  /** No SMTP connection is made: the delivery is deferred with this reason. */
  | { kind: 'deferred'; destination: string; reason: string };

/** The per destination and IP state: connections in use and when recent messages started. */
class DestinationLane {
  inUse = 0;
  constructor(readonly key: string) {}

  /** Deliveries waiting for a connection slot, woken or not: the lane is not forgotten under them. */
  waiting = 0;
  readonly waiters: Array<() => void> = [];
  readonly startsInLastHour: number[] = [];
}

/**
 * Traffic shaping in the agent: names the destination of a delivery from its MX hosts, refuses
 * deliveries to a destination suspended on their IP, and admits the others within the
 * destination's limits per IP (connections at once, messages a minute and an hour), waiting for
 * room until the lease's deadline. The connection cache enforces the open-connection and
 * messages-per-connection limits on the sessions themselves (see `connectionLimitOf`).
 */
export class DestinationShaper {
  private rules: TrafficShapingRules = RULES_BEFORE_FIRST_HEARTBEAT;
  private readonly lanes = new Map<string, DestinationLane>();
  /** Active suspensions by laneKey, from the API's heartbeat answers and this agent's own replies. */
  private readonly suspensions = new Map<string, DestinationSuspension>();
  private readonly warmup = new IpWarmupVolumes();

  constructor(private readonly now: () => number = Date.now) {}

  applyRules(rules: TrafficShapingRules): void {
    this.rules = rules;
    // A limit raised lets waiting deliveries in at once.
    for (const lane of this.lanes.values()) this.wakeWaiters(lane);
  }

  /** The API's suspensions for this agent's IPs; one this agent recorded itself and the API has not yet is kept until it ends. */
  applySuspensions(fromApi: DestinationSuspension[]): void {
    const now = this.now();
    const merged = new Map<string, DestinationSuspension>();
    for (const [key, local] of this.suspensions) if (Date.parse(local.until) > now && local.strikes === 0) merged.set(key, local);
    for (const suspension of fromApi) merged.set(laneKey(suspension.source_ip, suspension.destination), suspension);
    this.suspensions.clear();
    for (const [key, suspension] of merged) this.suspensions.set(key, suspension);
  }

  /** The heartbeat's daily volumes of the warming IPs; `sentAt`: when that heartbeat was sent. */
  applyIpWarmup(allowances: IpWarmupAllowance[], sentAt: number): void {
    this.warmup.apply(allowances, sentAt);
  }

  /** Active suspensions, for the metrics. */
  activeSuspensions(): DestinationSuspension[] {
    const now = this.now();
    return [...this.suspensions.values()].filter((suspension) => Date.parse(suspension.until) > now);
  }

  destinationOf(mxHosts: string[]): { name: string; limits: DestinationLimits } {
    return destinationOf(mxHosts, this.rules);
  }

  /**
   * Waits for a connection slot and rate room for `destination` on `sourceIp`, at most until
   * `deadline` (epoch ms); `release` gives the slot back once the delivery is done. A warming
   * IP's delivery of `recipients` messages must fit the day's volume for the destination.
   */
  async admit(sourceIp: string, mxHosts: string[], deadline: number, recipients = 1): Promise<Admission> {
    const { name: destination } = this.destinationOf(mxHosts);
    const key = laneKey(sourceIp, destination);
    const suspended = this.suspensionOf(key);
    if (suspended) return { kind: 'deferred', destination, reason: describeSuspension(suspended) };
    // Used up for today: no point waiting for a connection slot.
    const volumeUsed = this.warmup.exhausted(sourceIp, destination);
    if (volumeUsed) return { kind: 'deferred', destination, reason: volumeUsed };
    const lane = this.laneOf(key);
    if (!(await this.takeConnectionSlot(lane, destination, deadline))) {
      const connections = this.limitsOf(destination).max_connections;
      return { kind: 'deferred', destination, reason: describeLimitReached(destination, sourceIp, `all ${connections} connections busy until the lease's end`) };
    }
    const release = () => this.releaseConnectionSlot(lane);
    // A throttling reply may have come while it waited.
    const suspendedMeanwhile = this.suspensionOf(key);
    if (suspendedMeanwhile) {
      release();
      return { kind: 'deferred', destination, reason: describeSuspension(suspendedMeanwhile) };
    }
    for (;;) {
      const limits = this.limitsOf(destination);
      const wait = rateWaitMs(lane, limits, this.now());
      if (wait.ms === 0) {
        // Only rate-limited destinations need their starts (the others' lanes are dropped when idle).
        // Checked and reserved with no wait in between, so deliveries admitted together never pass the volume.
        const warmup = this.warmup.reserve(sourceIp, destination, recipients);
        if ('refused' in warmup) {
          release();
          return { kind: 'deferred', destination, reason: warmup.refused };
        }
        if (limits.max_messages_per_minute !== null || limits.max_messages_per_hour !== null) lane.startsInLastHour.push(this.now());
        return { kind: 'admitted', destination, limits, release, warmup: warmup.reservation };
      }
      if (this.now() + wait.ms > deadline) {
        release();
        return { kind: 'deferred', destination, reason: describeLimitReached(destination, sourceIp, `${wait.limit} messages ${wait.per}`) };
      }
      await sleep(wait.ms);
    }
  }

  /**
   * After an attempt: a throttling reply suspends the destination on the IP here at once, so the
   * deliveries this agent holds for it wait without connecting, until the API's record (which
   * grows with repeated throttling) arrives with the next heartbeat.
   */
  noteReplies(sourceIp: string, destination: string, deferredReplies: string[]): void {
    const throttle = deferredReplies.find((reply) => classifyDeferral(reply) === 'throttled');
    if (!throttle) return;
    const key = laneKey(sourceIp, destination);
    if (this.suspensionOf(key)) return;
    const now = this.now();
    this.suspensions.set(key, {
      source_ip: sourceIp,
      destination,
      // The first length: the API's record, which grows with repeats, replaces it at the next heartbeat.
      until: new Date(now + this.rules.first_suspension_seconds * 1000).toISOString(),
      reply: throttle.slice(0, 300),
      since: new Date(now).toISOString(),
      // 0 marks a local record: the API's records count from 1
      strikes: 0,
    });
  }

  private limitsOf(destination: string): DestinationLimits {
    return this.rules.destinations.find((rule) => rule.name === destination) ?? this.rules.default_limits;
  }

  private suspensionOf(key: string): DestinationSuspension | null {
    const suspension = this.suspensions.get(key);
    if (!suspension) return null;
    if (Date.parse(suspension.until) > this.now()) return suspension;
    this.suspensions.delete(key);
    return null;
  }

  private laneOf(key: string): DestinationLane {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = new DestinationLane(key);
      this.lanes.set(key, lane);
    }
    return lane;
  }

  private async takeConnectionSlot(lane: DestinationLane, destination: string, deadline: number): Promise<boolean> {
    lane.waiting++;
    try {
      while (lane.inUse >= this.limitsOf(destination).max_connections) {
        const remaining = deadline - this.now();
        if (remaining <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, remaining);
          function done() {
            clearTimeout(timer);
            const index = lane.waiters.indexOf(done);
            if (index >= 0) lane.waiters.splice(index, 1);
            resolve();
          }
          lane.waiters.push(done);
        });
      }
      lane.inUse++;
      return true;
    } finally {
      lane.waiting--;
      this.forgetIfIdle(lane);
    }
  }

  private releaseConnectionSlot(lane: DestinationLane): void {
    lane.inUse--;
    this.wakeWaiters(lane);
    this.forgetIfIdle(lane);
  }

  /**
   * Every recipient domain outside the named providers is a destination of its own: a lane with
   * nothing in flight, nobody waiting and no rate history goes, so the map stays as small as the
   * traffic in flight.
   */
  private forgetIfIdle(lane: DestinationLane): void {
    if (lane.inUse > 0 || lane.waiting > 0 || lane.startsInLastHour.length > 0) return;
    if (this.lanes.get(lane.key) === lane) this.lanes.delete(lane.key);
  }

  /** Destinations on IPs with deliveries in flight or rate history (for tests of the memory bound). */
  get laneCount(): number {
    return this.lanes.size;
  }

  private wakeWaiters(lane: DestinationLane): void {
    // Each checks the limit again; the ones that do not fit wait anew.
    for (const waiter of [...lane.waiters]) waiter();
  }
}

/** The key of a destination on one sending IP: lanes, suspensions and connection groups. */
export function laneKey(sourceIp: string, destination: string): string {
  return `${sourceIp}|${destination}`;
}


const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** How long until one more message fits the per-minute and per-hour limits (0: now). */
function rateWaitMs(lane: DestinationLane, limits: DestinationLimits, now: number): { ms: number; limit?: number; per?: string } {
  const starts = lane.startsInLastHour;
  while (starts.length > 0 && starts[0] <= now - HOUR_MS) starts.shift();
  // Only as many starts as the larger limit are needed to know when the next one fits.
  const keep = Math.max(limits.max_messages_per_hour ?? 0, limits.max_messages_per_minute ?? 0);
  if (starts.length > keep) starts.splice(0, starts.length - keep);
  const hourly = limits.max_messages_per_hour;
  if (hourly !== null && starts.length >= hourly) {
    return { ms: starts[starts.length - hourly] + HOUR_MS - now, limit: hourly, per: 'an hour' };
  }
  const perMinute = limits.max_messages_per_minute;
  if (perMinute !== null && starts.length >= perMinute) {
    const oldestInWindow = starts[starts.length - perMinute];
    if (oldestInWindow > now - MINUTE_MS) return { ms: oldestInWindow + MINUTE_MS - now, limit: perMinute, per: 'a minute' };
  }
  return { ms: 0 };
}
