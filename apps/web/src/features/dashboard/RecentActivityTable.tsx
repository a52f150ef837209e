import { AddressText } from '../../components/AddressText';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatDateTime } from '../../lib/formatDate';
import { formatRecipients } from '../../lib/formatRecipients';
import type { LoggedDelivery } from '../reports/api';
import { LogStatusBadge, sourceLabel } from '../reports/deliveryLogLabels';
import { useDeliveryLogs } from '../reports/hooks';

// Addresses and the source (IP, then the agent's host) wrap between their parts, so the table fits its card.
const COLUMNS: DataTableColumn<LoggedDelivery>[] = [
  { header: 'From', cell: (entry) => <AddressText text={entry.from} /> },
  { header: 'To', cell: (entry) => <AddressText text={formatRecipients(entry.to)} /> },
  { header: 'Date', cell: (entry) => <span className="cell-nowrap">{formatDateTime(entry.created_at)}</span> },
  { header: 'Status', cell: (entry) => <LogStatusBadge status={entry.status} /> },
  { header: 'Source IP', cell: (entry) => sourceLabel(entry) || '-' },
];

/** The ten latest delivery outcomes. */
export function RecentActivityTable() {
  const logs = useDeliveryLogs(1);
  return (
    <section className="card" aria-labelledby="recent-activity-title">
      <header className="card__header">
        <h2 id="recent-activity-title" className="card__title">
          Recent activity
        </h2>
      </header>
      <DataTable
        label="Recent activity"
        columns={COLUMNS}
        rows={logs.data?.items ?? []}
        rowKey={(entry) => entry._id}
        isLoading={logs.isPending}
        emptyText="No activity yet."
      />
    </section>
  );
}
