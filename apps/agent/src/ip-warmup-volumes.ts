import { describeWarmupVolumeReached, type IpWarmupAllowance } from '@platform/contracts';

/** Messages admitted on a warming IP to a destination, counted until the API's count includes them. */
interface Reservation {
  readonly ip: string;
  readonly destination: string;
  readonly day: string;
  readonly count: number;
  /** When the delivery's result was reported to the API (epoch ms); null: not yet. */
  reportedAt: number | null;
}

/** A reservation's handle: `reported()` once the API has the delivery's result. */
export interface WarmupReservation {
  reported(): void;
}

const NO_RESERVATION: WarmupReservation = { reported: () => {} };

/**
 * The daily volume per destination of this agent's warming IPs. The heartbeat brings each IP's
 * volume and what the API counted delivered today; the deliveries this agent admitted since are
 * counted here until a heartbeat sent after their results were reported replaces them with the
 * API's count, so an IP never passes its volume between heartbeats (a delivery the API did not
 * count yet is counted here, possibly twice for a moment: never too few).
 */
export class IpWarmupVolumes {
  private allowances = new Map<string, IpWarmupAllowance>();
  private readonly reservations = new Set<Reservation>();

  /** The heartbeat's allowances (an IP absent is warmed); `sentAt`: when that heartbeat was sent. */
  apply(allowances: IpWarmupAllowance[], sentAt: number): void {
    this.allowances = new Map(allowances.map((allowance) => [allowance.ip, allowance]));
    for (const reservation of this.reservations) {
      const allowance = this.allowances.get(reservation.ip);
      const countedByApi = reservation.reportedAt !== null && reservation.reportedAt < sentAt;
      if (!allowance || allowance.day !== reservation.day || countedByApi) this.reservations.delete(reservation);
    }
  }

  /**
   * Reserves `count` messages to `destination` on `ip`, or says why not: the IP's volume for the
   * destination today is used. A delivery larger than a whole day's volume goes alone, as the
   * day's first, or it would never go.
   */
  reserve(ip: string, destination: string, count: number): { reservation: WarmupReservation } | { refused: string } {
    const allowance = this.allowances.get(ip);
    if (!allowance) return { reservation: NO_RESERVATION };
    const used = this.usedToday(allowance, destination);
    if (used >= allowance.daily_volume || (used > 0 && used + count > allowance.daily_volume)) {
      return { refused: describeWarmupVolumeReached(destination, ip, allowance.daily_volume) };
    }
    const reservation: Reservation = { ip, destination, day: allowance.day, count, reportedAt: null };
    this.reservations.add(reservation);
    return { reservation: { reported: () => (reservation.reportedAt ??= Date.now()) } };
  }

  /** Whether `ip`'s volume for `destination` is used up today (no reservation made). */
  exhausted(ip: string, destination: string): string | null {
    const allowance = this.allowances.get(ip);
    if (!allowance || this.usedToday(allowance, destination) < allowance.daily_volume) return null;
    return describeWarmupVolumeReached(destination, ip, allowance.daily_volume);
  }

  private usedToday(allowance: IpWarmupAllowance, destination: string): number {
    // Own keys only: a destination is named after MX hosts, which a hostile DNS answer chooses ("constructor").
    const counted = Object.hasOwn(allowance.delivered, destination) ? allowance.delivered[destination] : 0;
    let used = typeof counted === 'number' && Number.isFinite(counted) ? counted : 0;
    for (const reservation of this.reservations) {
      if (reservation.ip === allowance.ip && reservation.destination === destination && reservation.day === allowance.day) used += reservation.count;
    }
    return used;
  }
}
