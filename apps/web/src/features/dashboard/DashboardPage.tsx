import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { StatTile } from '../../components/StatTile';
import { adminPaths } from '../../lib/adminPaths';
import { formatCount } from '../../lib/formatCount';
import { useReportSummary } from '../reports/hooks';
import { summaryTotals, type DeliveryCounts } from '../reports/summaryTotals';
import { deliverabilityOf } from './deliverability';
import { DeliveryProblemsCard } from './DeliveryProblemsCard';
import { useDeliveryReadiness, useListTotal } from './hooks';
import { PeriodSelector } from './PeriodSelector';
import { RecentActivityTable } from './RecentActivityTable';
import { SendingChart } from './SendingChart';
import { DEFAULT_REPORT_PERIOD_DAYS, REPORT_PERIODS, reportRangeForPeriod, type ReportPeriodDays } from './reportPeriod';
import { TitledCard } from '../../components/TitledCard';
import { SetupChecklistCard } from '../setup-checklist/SetupChecklistCard';
import { useSetupChecklist } from '../setup-checklist/hooks';

/** The overview: the set-up checklist until all passes, counts, sending over the chosen period, agent health and the latest outcomes. Loads fail silently (SPEC section 8). */
export function DashboardPage() {
  const [periodDays, setPeriodDays] = useState<ReportPeriodDays>(DEFAULT_REPORT_PERIOD_DAYS);
  const summary = useReportSummary(reportRangeForPeriod(periodDays));
  const periodLabel = REPORT_PERIODS.find((period) => period.days === periodDays)?.label;
  const header = <PageHeader title="Dashboard" description="An overview of your sending platform." />;
  // The set-up checklist and the waiting-mail card come first when shown: nothing is drawn below
  // the header until both have answered, so no card is pushed down under the pointer (a failed
  // first try stops the wait: those cards then stay away, as every dashboard load fails silently).
  const checklist = useSetupChecklist();
  const readiness = useDeliveryReadiness();
  const awaitingFirstAnswer = [checklist, readiness].some((query) => query.isPending && query.failureCount === 0);
  if (awaitingFirstAnswer) {
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
      <SetupChecklistCard />
      <DeliveryProblemsCard />
      <section className="tile-grid" aria-label="Counts">
        <CountTile list="users" label="Users" />
        <CountTile list="domains" label="Domains" />
        <CountTile list="smtpAccounts" label="SMTP Accounts" />
        <CountTile list="agents" label="Agents" />
      </section>
      <div className="dashboard-grid">
        <section className="card dashboard-grid__chart" aria-labelledby="sending-title">
          <header className="card__header">
            <h2 id="sending-title" className="card__title">
              Sending
            </h2>
            <PeriodSelector days={periodDays} onChange={setPeriodDays} />
          </header>
          <div className="card__body">
            {/* A failed load shows as a period without data: dashboard loads fail silently. */}
            <SendingChart days={summary.isPending ? undefined : (summary.data?.items ?? [])} />
          </div>
        </section>
        <div className="dashboard-grid__side">
          <DeliverabilityCard counts={summary.data && summaryTotals(summary.data)} periodLabel={periodLabel} />
          <AgentHealthCard />
        </div>
      </div>
      <RecentActivityTable />
    </>
  );
}

const TILE_TARGETS = {
  users: { path: adminPaths.users, icon: 'users' },
  domains: { path: adminPaths.domains, icon: 'domains' },
  smtpAccounts: { path: adminPaths.smtp, icon: 'smtp' },
  agents: { path: adminPaths.agents, icon: 'agents' },
} as const;

function CountTile({ list, label }: { list: keyof typeof TILE_TARGETS; label: string }) {
  const total = useListTotal(list);
  const target = TILE_TARGETS[list];
  return <StatTile label={label} value={formatCount(total.data)} icon={target.icon} to={target.path} />;
}

interface DeliverabilityCardProps {
  counts: DeliveryCounts | undefined;
  periodLabel: string | undefined;
}

function DeliverabilityCard({ counts, periodLabel }: DeliverabilityCardProps) {
  const { successPercent, bouncedPercent } = deliverabilityOf(counts ?? { total: 0, delivered: 0, bounced: 0 });
  // SPEC section 2 shows 0% when nothing was sent; in grey then, not as a green "success".
  const isEmpty = counts?.total === 0;
  return (
    <TitledCard title="Deliverability">
      {periodLabel && <p className="card__subtitle">{isEmpty ? `Nothing sent in the last ${periodLabel}` : `Last ${periodLabel}`}</p>}
      <div className="figure-pair">
        <Figure value={`${successPercent}%`} label="success" tone={isEmpty ? 'muted' : 'success'} />
        <Figure value={`${bouncedPercent}%`} label="bounced" tone={isEmpty ? 'muted' : 'danger'} />
      </div>
      <div className="meter" aria-hidden="true">
        <span className="meter__part meter__part--success" style={{ width: `${successPercent}%` }} />
        <span className="meter__part meter__part--danger" style={{ width: `${bouncedPercent}%` }} />
      </div>
    </TitledCard>
  );
}

function AgentHealthCard() {
  const online = useListTotal('agents', { status: 'online' });
  const offline = useListTotal('agents', { status: 'offline' });
  return (
    <TitledCard title="Agent Health">
      <div className="figure-pair">
        <Figure value={formatCount(online.data)} label="Online" tone="success" />
        <Figure value={formatCount(offline.data)} label="Offline" tone="muted" />
      </div>
    </TitledCard>
  );
}

/** A large figure over its label, e.g. "98%" over "success". */
function Figure({ value, label, tone }: { value: string; label: string; tone: 'success' | 'danger' | 'muted' }) {
  return (
    <div className={`figure figure--${tone}`}>
      <span className="figure__value">{value}</span>
      <span className="figure__label">{label}</span>
    </div>
  );
}
