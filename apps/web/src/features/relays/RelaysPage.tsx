import type { Relay } from '@platform/contracts';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { StatusBadge } from '../../components/StatusBadge';
import { adminPaths } from '../../lib/adminPaths';
import { useListParams } from '../../lib/useListParams';
import { RELAYS_PAGE_SIZE, relayQueries } from './hooks';
import { InsecureAuthBadge } from './InsecureAuthBadge';
import { RelayFormDialog } from './RelayFormDialog';
import { RelayPanel } from './RelayPanel';

interface RelaysPageProps {
  /** Set on /relays/add: the create dialog is open, and closing it returns to /relays. */
  isAdding?: boolean;
}

const columns: DataTableColumn<Relay>[] = [
  { header: 'Name', cell: (relay) => <span className="cell-stack__primary">{relay.name}</span> },
  { header: 'Host', cell: (relay) => <span className="mono">{`${relay.smtp_host}:${relay.smtp_port}`}</span> },
  {
    header: 'Status',
    cell: (relay) => (
      <span className="badge-row">
        <StatusBadge status={relay.status} />
        {relay.allow_insecure_auth && <InsecureAuthBadge />}
      </span>
    ),
  },
];

export function RelaysPage({ isAdding = false }: RelaysPageProps) {
  const listParams = useListParams();
  const relays = relayQueries.useList({ page: listParams.page, limit: RELAYS_PAGE_SIZE });

  return (
    <EntityListPage
      title="Relays"
      description="Outbound SMTP relays that bulletproof domains send through."
      addLabel="Add Relay"
      addPath={adminPaths.addRelay}
      listPath={adminPaths.relays}
      isAdding={isAdding}
      renderAddDialog={(close) => <RelayFormDialog onClose={close} />}
      list={relays}
      listParams={listParams}
      pageSize={RELAYS_PAGE_SIZE}
      columns={columns}
      emptyText="No relays yet."
      renderPanel={(relayId, close) => <RelayPanel relayId={relayId} onClose={close} />}
    />
  );
}
