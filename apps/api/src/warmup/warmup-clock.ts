import { Injectable } from '@nestjs/common';

/**
 * The time the warm-up judges its days by. The tests move it forward (shift) to show the quotas
 * over several days; the counts it compares with stay on real time.
 */
@Injectable()
export class WarmupClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  shift(ms: number): void {
    this.offsetMs += ms;
  }
}
