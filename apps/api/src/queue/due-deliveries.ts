import type { SendPlan } from '@platform/contracts';
import type { DeliveryRoute } from './delivery.schema.js';

/** What a worker needs to know of an open delivery to decide whether to try leasing it. */
export interface DeliveryRef {
  id: string;
  route: DeliveryRoute;
  sendPlan: SendPlan;
  agentOwnerUserId: string | null;
  allowedIps: readonly string[];
  attempts: number;
  /** When it may be leased: its next attempt, or when its current lease runs out. */
  dueAt: number;
  expiresAt: number;
}

/** Which deliveries a worker may carry (e.g. only its owner's byoip mail). */
export type LeaseEligibility<Ref extends DueRef = DeliveryRef> = (delivery: Ref) => boolean;

/** What the view needs of any leased work: the queue's deliveries, and webhook attempts (issue 14). */
export interface DueRef {
  id: string;
  /** Which workers take it: each route is a lane of its own. */
  route: string;
  dueAt: number;
  expiresAt: number;
}

/**
 * This process's view of the open deliveries, so that leasing costs lookups by _id instead of
 * a query over the whole queue: the embedded database (FerretDB on SQLite) uses no index but
 * _id, and a scan per lease made the queue's cost grow with its length. The view is only a
 * hint: every lease is still decided by the database (claims and a fresh read), and a periodic
 * rescan brings in deliveries queued by other processes and forgets the ones they finished.
 */
export class DueDeliveries<Ref extends DueRef = DeliveryRef> {
  private readonly byRoute = new Map<Ref['route'], Map<string, TrackedRef<Ref>>>();

  get size(): number {
    let size = 0;
    for (const refs of this.byRoute.values()) size += refs.size;
    return size;
  }

  put(ref: Ref, at = Date.now()): void {
    this.remove(ref.id);
    this.routeMap(ref.route).set(ref.id, { ...ref, seenAt: at });
  }

  remove(id: string): void {
    for (const refs of this.byRoute.values()) refs.delete(id);
  }

  /**
   * The `limit` longest-waiting deliveries of a route that are due at `now`, not yet given up
   * and eligible, in random order: workers polling at once then spread over them instead of
   * all reaching for the oldest.
   */
  due(route: Ref['route'], now: number, eligible: LeaseEligibility<Ref>, limit: number): Ref[] {
    // One pass keeping the `limit` oldest in order: a lease call runs this once per delivery it
    // takes, over a view that may hold a whole long queue, so no full sort.
    const oldest: Ref[] = [];
    for (const ref of this.routeMap(route).values()) {
      if (ref.dueAt > now || ref.expiresAt <= now) continue;
      if (oldest.length === limit && ref.dueAt >= oldest[limit - 1].dueAt) continue;
      if (!eligible(ref)) continue;
      let position = oldest.length === limit ? limit - 1 : oldest.length;
      while (position > 0 && oldest[position - 1].dueAt > ref.dueAt) {
        oldest[position] = oldest[position - 1];
        position -= 1;
      }
      oldest[position] = ref;
    }
    return shuffled(oldest);
  }

  /** Up to `limit` deliveries past their lifetime at `now`, of any route: the expiry sweep gives them up. */
  expired(now: number, limit: number): Ref[] {
    const expired: Ref[] = [];
    for (const refs of this.byRoute.values()) {
      for (const ref of refs.values()) {
        if (expired.length === limit) return expired;
        if (ref.expiresAt <= now) expired.push(ref);
      }
    }
    return expired;
  }

  /**
   * When the longest-waiting delivery that is due at `now` (and not yet given up) became due;
   * null when none is. One pass over the view, no database: cheap enough for a health probe.
   */
  oldestDueAt(now: number): number | null {
    let oldest: number | null = null;
    for (const refs of this.byRoute.values()) {
      for (const ref of refs.values()) {
        if (ref.dueAt <= now && ref.expiresAt > now && (oldest === null || ref.dueAt < oldest)) oldest = ref.dueAt;
      }
    }
    return oldest;
  }

  /**
   * Replaces the view with a full read of the open deliveries that started at `scanStartedAt`.
   * What this process learnt during the read (a delivery it queued or leased meanwhile) is
   * newer than the read, so it is kept. Returns how many deliveries the read brought in, changed
   * or dropped: what other processes did since the last read.
   */
  replaceWith(scanned: Ref[], scanStartedAt: number): number {
    let learnt = 0;
    const scannedIds = new Set(scanned.map((ref) => ref.id));
    for (const refs of this.byRoute.values()) {
      for (const [id, ref] of refs) {
        if (!scannedIds.has(id) && ref.seenAt < scanStartedAt) {
          refs.delete(id);
          learnt += 1;
        }
      }
    }
    for (const ref of scanned) {
      const known = this.routeMap(ref.route).get(ref.id);
      if (known && known.seenAt >= scanStartedAt) continue;
      if (!known || known.dueAt !== ref.dueAt || known.expiresAt !== ref.expiresAt) learnt += 1;
      this.put(ref, scanStartedAt);
    }
    return learnt;
  }

  private routeMap(route: Ref['route']): Map<string, TrackedRef<Ref>> {
    let refs = this.byRoute.get(route);
    if (!refs) {
      refs = new Map();
      this.byRoute.set(route, refs);
    }
    return refs;
  }
}

type TrackedRef<Ref extends DueRef> = Ref & {
  /** When this process last learnt the delivery's state. */
  seenAt: number;
};

function shuffled<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}
