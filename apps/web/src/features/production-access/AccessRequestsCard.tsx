import type { ProductionAccessQueueItem } from '@platform/contracts';
import { useState } from 'react';
import { DataTable, listLoadFailed, type DataTableColumn } from '../../components/DataTable';
import { PagedListFooter } from '../../components/PagedListFooter';
import { SidePanel } from '../../components/SidePanel';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import { ACCESS_REQUESTS_PAGE_SIZE, useAccessRequests } from './hooks';
import { ProductionAccessDetails } from './ProductionAccessDetails';

const COLUMNS: DataTableColumn<ProductionAccessQueueItem>[] = [
  {
    header: 'Account',
    cell: (item) => (
      <div className="cell-stack">
        <span className="cell-stack__primary">{item.email}</span>
        <span className="cell-stack__secondary">{item.use_case}</span>
      </div>
    ),
  },
  { header: 'Expected a day', cell: (item) => formatCount(item.expected_volume) },
  { header: 'Requested', cell: (item) => formatDateTime(item.requested_at) },
];

/** Sandboxed accounts asking for production access, latest first; a row opens the request with grant and decline. */
export function AccessRequestsCard() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ProductionAccessQueueItem | null>(null);
  const requests = useAccessRequests({ page, limit: ACCESS_REQUESTS_PAGE_SIZE });
  return (
    <section className="card section-gap" aria-labelledby="access-requests-title">
      <header className="card__header">
        <h2 id="access-requests-title" className="card__title">
          Production access requests
        </h2>
      </header>
      <DataTable
        label="Production access requests"
        columns={COLUMNS}
        rows={requests.data?.items ?? []}
        rowKey={(item) => item.user_id}
        onRowClick={setOpen}
        isLoading={requests.isPending}
        loadFailed={listLoadFailed(requests)}
        onRetry={() => void requests.refetch()}
        emptyText="No account is waiting for production access."
      />
      <PagedListFooter itemCount={requests.data?.items.length} page={page} pageSize={ACCESS_REQUESTS_PAGE_SIZE} total={requests.data?.total ?? 0} onPageChange={setPage} />
      {open && (
        <SidePanel title={open.email} onClose={() => setOpen(null)}>
          <ProductionAccessDetails userId={open.user_id} />
        </SidePanel>
      )}
    </section>
  );
}
