import type { CustomerDomain } from '@platform/contracts';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { VerifiedMark } from '../../features/domains/VerifiedMark';
import { formatDateTime } from '../../lib/formatDate';
import { useListParams } from '../../lib/useListParams';
import { accountPaths } from '../accountPaths';
import { ACCOUNT_PAGE_SIZE, domainQueries } from '../hooks';
import { AddDomainDialog } from './AddDomainDialog';
import { SendingReadiness } from './SendingReadiness';

const columns: DataTableColumn<CustomerDomain>[] = [
  {
    header: 'Domain',
    cell: (domain) => (
      <Link to={accountPaths.domain(domain._id)} className="cell-stack__primary">
        {domain.domain}
      </Link>
    ),
  },
  { header: 'Sending', cell: (domain) => <SendingReadiness domain={domain} /> },
  { header: 'SPF', cell: (domain) => <VerifiedMark record="SPF" isVerified={domain.spf_verified} /> },
  { header: 'DKIM', cell: (domain) => <VerifiedMark record="DKIM" isVerified={domain.dkim_verified} /> },
  { header: 'DMARC', cell: (domain) => <VerifiedMark record="DMARC" isVerified={domain.dmarc_verified} /> },
  { header: 'Last checked', cell: (domain) => <span className="cell-nowrap">{formatDateTime(domain.last_checked_at)}</span> },
  {
    header: 'DNS',
    cell: (domain) => (
      <Link to={accountPaths.domain(domain._id)} className="button button--small" aria-label={`DNS records of ${domain.domain}`}>
        Records
      </Link>
    ),
  },
];

interface DomainsPageProps {
  /** Set on /account/domains/add: the add dialog is open, and closing it returns to the list. */
  isAdding?: boolean;
}

/** The account's sending domains; each opens its page with the DNS records to publish. */
export function DomainsPage({ isAdding = false }: DomainsPageProps) {
  const listParams = useListParams();
  const { page, searchText } = listParams;
  const domains = domainQueries.useList({ page, limit: ACCOUNT_PAGE_SIZE, ...(searchText && { search: searchText }) });

  return (
    <EntityListPage
      title="Domains"
      description="The domains you send from, and whether their DNS records are in place."
      addLabel="Add Domain"
      addPath={accountPaths.addDomain}
      listPath={accountPaths.domains}
      isAdding={isAdding}
      renderAddDialog={(close) => <AddDomainDialog onClose={close} />}
      list={domains}
      listParams={listParams}
      pageSize={ACCOUNT_PAGE_SIZE}
      columns={columns}
      emptyText="No domains yet. Add the domain your mail comes from."
      search={{ label: 'Search domains', placeholder: 'Search by domain', noMatchText: 'No domains match this search.' }}
    />
  );
}
