import type { AgentIp } from '@platform/contracts';
import { DataTable, listLoadFailed, type DataTableColumn } from '../../components/DataTable';
import { PagedListFooter } from '../../components/PagedListFooter';
import { PageHeader } from '../../components/PageHeader';
import { Toggle } from '../../components/Toggle';
import { useListParams } from '../../lib/useListParams';
import { HeloEditor } from './HeloEditor';
import { WarmupEditor } from './WarmupEditor';
import { IPS_PAGE_SIZE, useIpList, useUpdateIp } from './hooks';

/** Every agent's sending IPs: the HELO each greets with, and whether it is sent from. */
export function IpsPage() {
  const { page, changePage } = useListParams();
  const ips = useIpList({ page, limit: IPS_PAGE_SIZE });
  const updateIp = useUpdateIp();
  const rows = ips.data?.items ?? [];

  const columns: DataTableColumn<AgentIp>[] = [
    {
      header: 'IP',
      cell: (ip) => (
        <div className="cell-stack">
          <span className="cell-stack__primary mono">{ip.ip}</span>
          <span className="cell-stack__secondary">{ip.agent_hostname}</span>
        </div>
      ),
    },
    // Keyed by the stored HELO, so the field shows the server's value again after a save elsewhere.
    { header: 'HELO', cell: (ip) => <HeloEditor key={ip.helo} ip={ip} /> },
    { header: 'Warm-up started', cell: (ip) => <WarmupEditor key={ip.warmup_started_on ?? ''} ip={ip} /> },
    {
      header: 'Status',
      cell: (ip) => (
        <div className="status-cell">
          <Toggle
            checked={ip.status === 'active'}
            label={`Status of ${ip.ip}`}
            disabled={updateIp.isPending && updateIp.variables.ip === ip.ip}
            onChange={(isActive) => updateIp.mutate({ ip: ip.ip, changes: { status: isActive ? 'active' : 'inactive' } })}
          />
          <span className="muted status-cell__label">{ip.status === 'active' ? 'Active' : 'Inactive'}</span>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Manage IP's" description="Sending IPs of every agent, with the HELO name each greets recipient servers with, and when its warm-up per destination started (empty: warmed)." />
      <section className="card">
        <DataTable
          label="IPs"
          columns={columns}
          rows={rows}
          rowKey={(ip) => ip.ip}
          isLoading={ips.isPending}
          loadFailed={listLoadFailed(ips)}
          onRetry={() => void ips.refetch()}
          emptyText="No IPs found."
        />
        <PagedListFooter itemCount={ips.data?.items.length} page={page} pageSize={IPS_PAGE_SIZE} total={ips.data?.total ?? 0} onPageChange={changePage} />
      </section>
    </>
  );
}
