import { describe, expect, it } from 'vitest';
import { summaryBounceRate, summaryPeriod, summaryTotals } from './summaryTotals';

const days = [
  { date: '2024-03-01', sent: 5, total: 5, delivered: 4, bounced: 1 },
  { date: '2024-03-02', sent: 3, total: 3, delivered: 1, bounced: 2 },
];

describe('summaryTotals', () => {
  it('sums the per-day items when the answer carries no flat totals', () => {
    expect(summaryTotals({ items: days })).toEqual({ total: 8, delivered: 5, bounced: 3 });
  });

  it('takes the flat totals when the answer carries them', () => {
    expect(summaryTotals({ items: days, total: 100, delivered: 90, bounced: 10 })).toEqual({ total: 100, delivered: 90, bounced: 10 });
    expect(summaryTotals({ total: 7, delivered: 7, bounced: 0 })).toEqual({ total: 7, delivered: 7, bounced: 0 });
  });

  it('gives zeros for an answer with neither', () => {
    expect(summaryTotals({})).toEqual({ total: 0, delivered: 0, bounced: 0 });
  });
});

describe('summaryBounceRate', () => {
  it("takes the server's rate, else works it out from the totals with two decimals", () => {
    expect(summaryBounceRate({ items: days, bounce_rate: 12.5 })).toBe(12.5);
    expect(summaryBounceRate({ items: days })).toBe(37.5);
    expect(summaryBounceRate({ total: 3, delivered: 2, bounced: 1 })).toBe(33.33);
    expect(summaryBounceRate({ items: [] })).toBe(0);
  });
});

describe('summaryPeriod', () => {
  const dayOf = (iso: string, timeZone?: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone });

  it("names the answer's range when it carries one", () => {
    expect(summaryPeriod({ items: days, date_from: '2024-02-01T00:00:00.000Z', date_to: '2024-02-07T23:59:59.999Z' })).toEqual({
      from: dayOf('2024-02-01T00:00:00.000Z'),
      to: dayOf('2024-02-07T23:59:59.999Z'),
    });
  });

  it('falls back on the first and last per-day items, as UTC days', () => {
    expect(summaryPeriod({ items: days })).toEqual({ from: dayOf('2024-03-01', 'UTC'), to: dayOf('2024-03-02', 'UTC') });
  });

  it('is undefined without either, or with dates no browser reads', () => {
    expect(summaryPeriod({ total: 1, delivered: 1, bounced: 0 })).toBeUndefined();
    expect(summaryPeriod({ items: [{ ...days[0]!, date: 'soon' }] })).toBeUndefined();
  });
});
