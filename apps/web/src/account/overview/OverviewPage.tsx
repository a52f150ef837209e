import type { AccountDay, AccountOverview, AccountQuota, ReportDay } from '@platform/contracts';
import { PageHeader } from '../../components/PageHeader';
import { StatTile } from '../../components/StatTile';
import { formatCount } from '../../lib/formatCount';
import { accountPaths } from '../accountPaths';
import { useOverview, useProductionAccess, useWarmup } from '../hooks';
import { FirstRunChecklistCard } from './FirstRunChecklistCard';
import { isFirstRunComplete } from './firstRunSteps';
import { ProductionAccessCard } from './ProductionAccessCard';
import { ReputationCard } from './ReputationCard';
import { UsageMeter } from './UsageMeter';
import { WarmupCard } from './WarmupCard';
import { tightestLimit, type SendingLimit } from './tightestLimit';
import { formatDateTime } from '../../lib/formatDate';
import { TitledCard } from '../../components/TitledCard';
import { SendingChart } from '../../features/dashboard/SendingChart';


/** The chart draws sent, delivered and bounced per day under the report's field names (sent: the messages accepted, as on the admin's chart). */
function toReportDays(days: AccountDay[]): ReportDay[] {
  return days.map((day) => ({
    date: day.date,
    sent: day.sent,
    total: day.delivered + day.deferred + day.bounced + day.failed,
    delivered: day.delivered,
    bounced: day.bounced,
  }));
}

/** The account at a glance: today's and the month's sending, its outcomes, the daily quota, and the first steps while any is left. */
export function OverviewPage() {
  const overview = useOverview();
  const data = overview.data;
  // While sandboxed, production access (the limits and the request form) comes first, full width; once granted, a small card on the side.
  const access = useProductionAccess().data;
  const sandboxed = access?.state === 'sandboxed';
  const tightest = tightestLimit(data?.quota, access, useWarmup().data);
  const header = <PageHeader title="Overview" description="Your sending over the last 30 days." />;
  // Nothing below the header until the figures arrive: the "Get sending" steps, when shown, come
  // first, and cards drawn before them would be pushed down under the reader's pointer.
  if (overview.isPending) {
    return (
      <>
        {header}
        <p className="muted">Loading…</p>
      </>
    );
  }
  return (
    <>
      {header}
      {data && !isFirstRunComplete(data.checklist) && <FirstRunChecklistCard checklist={data.checklist} sandbox={data.sandbox} />}
      {sandboxed && <ProductionAccessCard className="production-access--first" />}
      <section className="tile-grid" aria-label="Messages">
        <StatTile label="Sent today" value={formatCount(data?.sent_today)} icon="send" />
        <StatTile label="Last 30 days" value={formatCount(data?.sent_30d)} icon="inbox" to={accountPaths.messages} />
        <StatTile label="Delivered" value={formatCount(data?.delivered_30d)} icon="delivered" />
        <StatTile label="Bounced" value={formatCount(data?.bounced_30d)} icon="bounced" />
      </section>
      <div className="dashboard-grid">
        <section className="card dashboard-grid__chart" aria-labelledby="sending-title">
          <header className="card__header">
            <h2 id="sending-title" className="card__title">
              Sending, last 30 days
            </h2>
          </header>
          <div className="card__body">
            <SendingChart days={toReportDays(data?.days ?? [])} />
          </div>
        </section>
        <div className="dashboard-grid__side">
          <RatesCard overview={data} />
          {!sandboxed && <ProductionAccessCard />}
          <ReputationCard />
          <QuotaCard quota={data?.quota} tightest={tightest} />
          <WarmupCard />
        </div>
      </div>
    </>
  );
}

/** "98.25 %" from the server's two-decimal percentage; '-' while unknown. */
function formatPercent(value: number | undefined): string {
  return value === undefined ? '-' : `${value.toLocaleString(undefined, { maximumFractionDigits: 2 })}%`;
}

function RatesCard({ overview }: { overview: AccountOverview | undefined }) {
  const rates = [
    { label: 'Delivered', value: overview?.delivery_rate, tone: 'success' },
    { label: 'Bounced', value: overview?.bounce_rate, tone: 'danger' },
    { label: 'Complaints', value: overview?.complaint_rate, tone: 'warning' },
  ] as const;
  // Shares of nothing: 0% in grey, not a red or green figure.
  const isEmpty = overview?.sent_30d === 0;
  return (
    <TitledCard title="Outcomes" subtitle={<>Share of the last 30 days&apos; messages</>}>
      <dl className="rate-list">
        {rates.map((rate) => (
          <div key={rate.label} className="rate-list__row">
            <dt>{rate.label}</dt>
            <dd className={`rate-list__value rate-list__value--${isEmpty ? 'muted' : rate.tone}`}>{formatPercent(rate.value)}</dd>
            <span className="rate-list__bar" aria-hidden="true">
              <span className={`rate-list__fill rate-list__fill--${rate.tone}`} style={{ width: `${Math.min(100, rate.value ?? 0)}%` }} />
            </span>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}

function QuotaCard({ quota, tightest }: { quota: AccountQuota | undefined; tightest: SendingLimit | null }) {
  const hasCap = quota !== undefined && quota.daily_limit > 0;
  return (
    <TitledCard title="Daily quota">
      {!quota && <p className="card__subtitle">-</p>}
      {quota && !hasCap && (
        <p className="card__subtitle">
          No daily cap. {formatCount(quota.used_today)} sent today.
        </p>
      )}
      {quota && hasCap && (
        <>
          <p className="quota__figure">
            <strong>{formatCount(quota.used_today)}</strong> of {formatCount(quota.daily_limit)} used today
          </p>
          <UsageMeter label="Daily quota used" used={quota.used_today} limit={quota.daily_limit} />
          <p className="card__subtitle">{formatCount(quota.remaining_today ?? 0)} left until midnight UTC</p>
        </>
      )}
      {tightest && <TightestLimitLine limit={tightest} />}
    </TitledCard>
  );
}

/** Which of the account's limits (plan, sandbox, warm-up) stops its mail first, so the figures above are read in order. */
function TightestLimitLine({ limit }: { limit: SendingLimit }) {
  const until = limit.resetsAt ? formatDateTime(limit.resetsAt) : 'midnight UTC';
  return (
    <p className="reputation-reason">
      Of your limits, {limit.name} binds now: {formatCount(limit.left)} more {limit.left === 1 ? 'message' : 'messages'} until {until}.
    </p>
  );
}
