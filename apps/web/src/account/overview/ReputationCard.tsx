import type { AccountReputation } from '@platform/contracts';
import { TitledCard } from '../../components/TitledCard';
import { formatCount } from '../../lib/formatCount';
import { formatRate, rateLine } from '../../features/reputation/reputationFormat';
import { StandingBadge } from '../../features/reputation/StandingBadge';
import { useReputation } from '../hooks';

/** The account's bounce and complaint rates against the lines that put it in review or pause its sending, and its standing. */
export function ReputationCard() {
  const reputation = useReputation();
  return (
    <TitledCard title="Reputation">
      {!reputation.data && <p className="card__subtitle">-</p>}
      {reputation.data && <ReputationFigures reputation={reputation.data} />}
    </TitledCard>
  );
}

function ReputationFigures({ reputation }: { reputation: AccountReputation }) {
  const { figures, lines } = reputation;
  return (
    <>
      <p className="reputation-standing">
        <StandingBadge standing={reputation.standing} />
      </p>
      {reputation.reason && <p className="reputation-reason">{reputation.reason}</p>}
      <div className="reputation-figures">
      <dl className="detail-list">
        <div className="detail-list__row">
          <dt>Bounces</dt>
          <dd>
            {rateLine(figures.hard_bounced, figures.bounce_rate, figures)}
            <span className="muted reputation-lines">
              review at {formatRate(lines.review_bounce_rate)}, pause at {formatRate(lines.pause_bounce_rate)}
            </span>
          </dd>
        </div>
        <div className="detail-list__row">
          <dt>Complaints</dt>
          <dd>
            {rateLine(figures.complained, figures.complaint_rate, figures)}
            <span className="muted reputation-lines">
              review at {formatRate(lines.review_complaint_rate)}, pause at {formatRate(lines.pause_complaint_rate)}
            </span>
          </dd>
        </div>
      </dl>
      </div>
      <p className="card__subtitle">
        Over the last {figures.window_days} days, mail to the simulator not counted.
        {!figures.judged && ` Judged once ${formatCount(lines.min_volume)} messages are sent in that time.`}
      </p>
    </>
  );
}
