import { describe, expect, it } from 'vitest';
import { summaryTotals } from './summaryTotals';

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
