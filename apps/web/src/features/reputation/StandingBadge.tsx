import type { AccountStanding } from '@platform/contracts';

export const STANDING_LABELS: Record<AccountStanding, string> = { good: 'Good', review: 'In review', paused: 'Paused' };
const STANDING_BADGES: Record<AccountStanding, string> = { good: 'badge badge--active', review: 'badge badge--warning', paused: 'badge badge--failed' };

/** An account's standing by its reputation, as a badge. */
export function StandingBadge({ standing }: { standing: AccountStanding }) {
  return <span className={STANDING_BADGES[standing]}>{STANDING_LABELS[standing]}</span>;
}
