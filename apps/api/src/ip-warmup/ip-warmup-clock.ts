import { Injectable } from '@nestjs/common';

/**
 * The time IP warm-up judges its UTC days by: which day of the warm-up an IP is on, and which
 * day's counts a delivery adds to. The tests move it forward (shift) to show the volumes over days.
 */
@Injectable()
export class IpWarmupClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** YYYY-MM-DD (UTC) of now(). */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  shift(ms: number): void {
    this.offsetMs += ms;
  }
}
