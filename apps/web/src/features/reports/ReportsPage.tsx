import { BOUNCE_REASON_LABELS, describeDeliveryTls } from '@platform/contracts';
import { useSearchParams } from 'react-router-dom';
import { AddressText } from '../../components/AddressText';
import { BounceReasonField, isBounceReason } from '../../components/BounceReasonField';
import { PageHeader } from '../../components/PageHeader';
import { PagedListFooter } from '../../components/PagedListFooter';
import { SearchBox } from '../../components/SearchBox';
import { StatTile } from '../../components/StatTile';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import { formatRecipients } from '../../lib/formatRecipients';
import { useListParams } from '../../lib/useListParams';
import { LogStatusBadge, sourceLabel } from './deliveryLogLabels';
import { DELIVERY_LOGS_PAGE_SIZE, useDeliveryLogs, useReportSummary } from './hooks';
import type { ReportSummaryAnswer } from './api';
import { summaryBounceRate, summaryPeriod, summaryTotals } from './summaryTotals';

/** Without a range the server reports its default period; the header names it when the answer says which. */
function summaryDescription(summary: ReportSummaryAnswer | undefined): string {
  const period = summary && summaryPeriod(summary);
  return period ? `Totals from ${period.from} to ${period.to}, and the latest delivery outcomes.` : 'Delivery totals and the latest outcomes.';
}

/** Sending totals and the delivery log. Loads fail silently (SPEC section 8). */
export function ReportsPage() {
  const summary = useReportSummary();
  const totals = summary.data && summaryTotals(summary.data);
  // The page and the recipient search live in the address (?page=&recipient=): back pages back.
  const { page, searchText: recipient, changePage, changeSearchText } = useListParams('recipient');
  // The failure-reason filter lives in the address too (?reason=); a new one starts at page 1.
  const [searchParams, setSearchParams] = useSearchParams();
  const reasonParam = searchParams.get('reason') ?? '';
  const reason = isBounceReason(reasonParam) ? reasonParam : '';
  const changeReason = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete('page');
      if (next) params.set('reason', next);
      else params.delete('reason');
      return params;
    });
  const logs = useDeliveryLogs(page, recipient, reason);
  const entries = logs.data?.items ?? [];

  return (
    <>
      <PageHeader title="Reports" description={summaryDescription(summary.data)} />
      <section className="tile-grid" aria-label="Summary">
        <StatTile label="Total" value={formatCount(totals?.total)} icon="smtp" />
        <StatTile label="Delivered" value={formatCount(totals?.delivered)} icon="delivered" />
        <StatTile label="Bounced" value={formatCount(totals?.bounced)} icon="bounced" />
        <StatTile label="Bounce Rate" value={summary.data ? `${summaryBounceRate(summary.data)}%` : '-'} icon="reports" />
      </section>
      <section className="card section-gap" aria-labelledby="recent-logs-title">
        <header className="card__header">
          <h2 id="recent-logs-title" className="card__title">
            Recent Logs
          </h2>
        </header>
        <div className="card__toolbar">
          <SearchBox
            key={recipient}
            label="Search the log by recipient"
            placeholder="Recipient starts with…"
            hint="Finds entries whose recipient address starts with the text, in any case, by recipient, then newest first."
            initialValue={recipient}
            onSearch={changeSearchText}
          />
          <BounceReasonField value={reason} onChange={changeReason} />
        </div>
        {logs.isPending ? (
          <p className="card__placeholder">Loading…</p>
        ) : entries.length === 0 ? (
          <p className="card__placeholder">{recipient ? 'No log entry matches this recipient.' : reason ? 'No log entry failed for this reason.' : 'No log entries yet.'}</p>
        ) : (
          <ul className="log-list" aria-label="Recent Logs">
            {entries.map((entry) => (
              <li key={entry._id} className="log-list__entry">
                <div className="log-list__route">
                  <span className="log-list__address">
                    <AddressText text={entry.from} />
                  </span>
                  {/* The arrow wraps with the recipients, never onto a line of its own. */}
                  <span className="log-list__to">
                    <span className="muted" aria-hidden="true">
                      →
                    </span>
                    <span className="visually-hidden">to</span>
                    <span className="log-list__address">
                      <AddressText text={formatRecipients(entry.to)} />
                    </span>
                  </span>
                </div>
                <div className="log-list__meta">
                  <span className="log-list__status">
                    <LogStatusBadge status={entry.status} />
                    {entry.bounce_reason && <span className="badge">{BOUNCE_REASON_LABELS[entry.bounce_reason]}</span>}
                  </span>
                  <span className="log-list__when">
                    {sourceLabel(entry) && <span>{sourceLabel(entry)}</span>}
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                  </span>
                </div>
                {entry.tls && <div className="log-list__tls muted">{describeDeliveryTls(entry.tls)}</div>}
              </li>
            ))}
          </ul>
        )}
        <PagedListFooter
          itemCount={logs.data?.items.length}
          page={page}
          pageSize={DELIVERY_LOGS_PAGE_SIZE}
          total={logs.data ? logs.data.total : 0}
          hasMore={logs.data?.has_more}
          onPageChange={changePage}
        />
      </section>
    </>
  );
}
