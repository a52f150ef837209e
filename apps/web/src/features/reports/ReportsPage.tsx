import { useSearchParams } from 'react-router-dom';
import { AddressText } from '../../components/AddressText';
import { ListFooter } from '../../components/ListFooter';
import { PageHeader } from '../../components/PageHeader';
import { StatTile } from '../../components/StatTile';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import { formatRecipients } from '../../lib/formatRecipients';
import { LogStatusBadge, sourceLabel } from './deliveryLogLabels';
import { DELIVERY_LOGS_PAGE_SIZE, useDeliveryLogs, useReportSummary } from './hooks';
import { summaryTotals } from './summaryTotals';

/** The page of the log lives in the address (?page=), so the back button pages back. */
function useLogPage(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  return [page, (next) => setSearchParams(next > 1 ? { page: String(next) } : {})];
}

/** Without a range the server reports its default period; the header names it. */
function summaryPeriodText({ date_from, date_to }: { date_from: string; date_to: string }): string {
  const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  return `Totals from ${day(date_from)} to ${day(date_to)}, and the latest delivery outcomes.`;
}

/** Sending totals and the delivery log. Loads fail silently (SPEC section 8). */
export function ReportsPage() {
  const summary = useReportSummary();
  const totals = summary.data && summaryTotals(summary.data);
  const [page, setPage] = useLogPage();
  const logs = useDeliveryLogs(page);
  const entries = logs.data?.items ?? [];
  const total = logs.data?.total ?? 0;

  return (
    <>
      <PageHeader title="Reports" description={summary.data ? summaryPeriodText(summary.data) : 'Delivery totals and the latest outcomes.'} />
      <section className="tile-grid" aria-label="Summary">
        <StatTile label="Total" value={formatCount(totals?.total)} icon="smtp" />
        <StatTile label="Delivered" value={formatCount(totals?.delivered)} icon="delivered" />
        <StatTile label="Bounced" value={formatCount(totals?.bounced)} icon="bounced" />
        <StatTile label="Bounce Rate" value={summary.data ? `${summary.data.bounce_rate}%` : '-'} icon="reports" />
      </section>
      <section className="card section-gap" aria-labelledby="recent-logs-title">
        <header className="card__header">
          <h2 id="recent-logs-title" className="card__title">
            Recent Logs
          </h2>
        </header>
        {logs.isPending ? (
          <p className="card__placeholder">Loading…</p>
        ) : entries.length === 0 ? (
          <p className="card__placeholder">No log entries yet.</p>
        ) : (
          <ul className="log-list" aria-label="Recent Logs">
            {entries.map((entry) => (
              <li key={entry._id} className="log-list__entry">
                <div className="log-list__route">
                  <span className="log-list__address">
                    <AddressText text={entry.from} />
                  </span>
                  <span className="muted" aria-hidden="true">
                    →
                  </span>
                  <span className="visually-hidden">to</span>
                  <span className="log-list__address">
                    <AddressText text={formatRecipients(entry.to)} />
                  </span>
                </div>
                <div className="log-list__meta">
                  <LogStatusBadge status={entry.status} />
                  {sourceLabel(entry) && <span className="muted">{sourceLabel(entry)}</span>}
                  <time className="muted" dateTime={entry.created_at}>
                    {formatDateTime(entry.created_at)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ListFooter
          itemCount={logs.data?.items.length}
          page={page}
          hasPreviousPage={page > 1}
          hasNextPage={page * DELIVERY_LOGS_PAGE_SIZE < total}
          onPageChange={setPage}
        />
      </section>
    </>
  );
}
