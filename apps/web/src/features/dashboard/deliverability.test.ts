import { describe, expect, it } from 'vitest';
import { deliverabilityOf } from './deliverability';

describe('deliverabilityOf', () => {
  it('gives whole percentages of delivered (success) and bounced among all messages', () => {
    expect(deliverabilityOf({ total: 3, delivered: 2, bounced: 1 })).toEqual({ successPercent: 67, bouncedPercent: 33 });
  });

  it('rounds halves up and small shares down', () => {
    expect(deliverabilityOf({ total: 200, delivered: 197, bounced: 1 })).toEqual({ successPercent: 99, bouncedPercent: 1 });
    expect(deliverabilityOf({ total: 1000, delivered: 996, bounced: 4 })).toEqual({ successPercent: 100, bouncedPercent: 0 });
  });

  it('gives 0 for both when nothing was sent', () => {
    expect(deliverabilityOf({ total: 0, delivered: 0, bounced: 0 })).toEqual({ successPercent: 0, bouncedPercent: 0 });
  });
});
