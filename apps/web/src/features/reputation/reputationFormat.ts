import type { ReputationFigures } from '@platform/contracts';

/** A rate as the figures give it (a percentage with up to 3 decimals); a no-break space keeps the % with its number. */
export function formatRate(rate: number): string {
  return `${rate.toLocaleString(undefined, { maximumFractionDigits: 3 })}\u00a0%`;
}

/** "3 of 120 sent (2.5 %)", or why the account is not judged yet. */
export function rateLine(count: number, rate: number, figures: ReputationFigures): string {
  return `${formatRate(rate)} (${count.toLocaleString()} of ${figures.sent.toLocaleString()} sent)`;
}
