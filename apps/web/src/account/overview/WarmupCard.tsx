import type { AccountWarmup } from '@platform/contracts';
import { TitledCard } from '../../components/TitledCard';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import { useWarmup } from '../hooks';
import { UsageMeter } from './UsageMeter';

/** A warmed-up account's hourly and daily quotas, their use, and when they grow next; nothing for an account without a warm-up. */
export function WarmupCard() {
  const warmup = useWarmup();
  if (!warmup.data?.warming_up) return null;
  return (
    <TitledCard title="Warm-up quota">
      <WarmupFigures warmup={warmup.data} />
    </TitledCard>
  );
}

function WarmupFigures({ warmup }: { warmup: AccountWarmup }) {
  return (
    <>
      <p className="quota__figure">
        <strong>{formatCount(warmup.used_this_hour)}</strong> of {formatCount(warmup.hourly_limit)} this hour
      </p>
      <UsageMeter label="Hourly warm-up quota used" used={warmup.used_this_hour} limit={warmup.hourly_limit} />
      <p className="card__subtitle">Resets at {formatDateTime(warmup.hour_resets_at)}</p>
      <p className="quota__figure">
        <strong>{formatCount(warmup.used_today)}</strong> of {formatCount(warmup.daily_limit)} today
      </p>
      <UsageMeter label="Daily warm-up quota used" used={warmup.used_today} limit={warmup.daily_limit} />
      <p className="card__subtitle">
        {warmup.at_ceiling
          ? 'At its ceiling: the warm-up is complete.'
          : `Grows on ${warmup.next_growth_on} (UTC) while your bounce and complaint rates stay under the review line; falls when they reach it.`}
      </p>
      {warmup.reason && <p className="card__subtitle">{warmup.reason}</p>}
    </>
  );
}
