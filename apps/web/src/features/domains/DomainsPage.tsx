import type { Domain } from '@platform/contracts';
import { useState } from 'react';
import { AddressText } from '../../components/AddressText';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { Toggle } from '../../components/Toggle';
import { adminPaths } from '../../lib/adminPaths';
import { useListParams } from '../../lib/useListParams';
import { DnsRecordsDialog } from './DnsRecordsDialog';
import { DomainFormDialog } from './DomainFormDialog';
import { DomainPanel } from './DomainPanel';
import { DOMAINS_PAGE_SIZE, domainQueries, useToggleDomainStatus } from './hooks';
import { VerifiedMark } from './VerifiedMark';

interface DomainsPageProps {
  /** Set on /domains/add: the create dialog is open, and closing it returns to /domains. */
  isAdding?: boolean;
}

export function DomainsPage({ isAdding = false }: DomainsPageProps) {
  const listParams = useListParams();
  const { page, searchText } = listParams;
  const domains = domainQueries.useList({ page, limit: DOMAINS_PAGE_SIZE, ...(searchText && { search: searchText }) });
  const toggleStatus = useToggleDomainStatus();
  const [dnsDomain, setDnsDomain] = useState<Domain | null>(null);

  const columns: DataTableColumn<Domain>[] = [
    {
      header: 'Domain',
      cell: (domain) => (
        <span className="cell-stack__primary">
          <AddressText text={domain.domain} />
        </span>
      ),
    },
    { header: 'User', cell: (domain) => <AddressText text={domain.user_email || domain.user_id} /> },
    { header: 'Plan Code', cell: (domain) => domain.plan_snapshot?.plan_code ?? '-' },
    { header: 'Send Plan', cell: (domain) => (domain.send_plan ? <span className="badge">{domain.send_plan}</span> : '-') },
    {
      header: 'Status',
      isInteractive: true,
      cell: (domain) => (
        <Toggle
          checked={domain.status === 'active'}
          label={`Status of ${domain.domain}`}
          disabled={toggleStatus.isPending && toggleStatus.variables === domain._id}
          onChange={() => toggleStatus.mutate(domain._id)}
        />
      ),
    },
    { header: 'SPF', cell: (domain) => <VerifiedMark record="SPF" isVerified={domain.spf_verified} /> },
    { header: 'DKIM', cell: (domain) => <VerifiedMark record="DKIM" isVerified={domain.dkim_verified} /> },
    { header: 'DMARC', cell: (domain) => <VerifiedMark record="DMARC" isVerified={domain.dmarc_verified} /> },
    {
      header: 'DNS',
      isInteractive: true,
      cell: (domain) => (
        <button type="button" className="button button--small" aria-label={`Show DNS records of ${domain.domain}`} onClick={() => setDnsDomain(domain)}>
          Show
        </button>
      ),
    },
  ];

  return (
    <EntityListPage
      title="Domains"
      description="Sending domains, their plans and DNS records."
      addLabel="Add Domain"
      addPath={adminPaths.addDomain}
      listPath={adminPaths.domains}
      isAdding={isAdding}
      renderAddDialog={(close) => <DomainFormDialog onClose={close} />}
      list={domains}
      listParams={listParams}
      pageSize={DOMAINS_PAGE_SIZE}
      columns={columns}
      emptyText="No domains yet."
      search={{
        label: 'Search domains',
        placeholder: 'Domain starts with…',
        hint: 'Finds domains whose name starts with the text, in any case, listed by name.',
        noMatchText: 'No domains match this search.',
      }}
      renderPanel={(domainId, close) => <DomainPanel domainId={domainId} onClose={close} />}
      isDense
    >
      {dnsDomain && <DnsRecordsDialog domainId={dnsDomain._id} domainName={dnsDomain.domain} onClose={() => setDnsDomain(null)} />}
    </EntityListPage>
  );
}
