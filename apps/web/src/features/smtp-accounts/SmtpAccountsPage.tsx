import type { SmtpAccount } from '@platform/contracts';
import { AddressText } from '../../components/AddressText';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { StatusBadge } from '../../components/StatusBadge';
import { adminPaths } from '../../lib/adminPaths';
import { useListParams } from '../../lib/useListParams';
import { formatQuota } from './formatQuota';
import { SMTP_ACCOUNTS_PAGE_SIZE, smtpAccountQueries } from './hooks';
import { SmtpAccountFormDialog } from './SmtpAccountFormDialog';
import { SmtpAccountPanel } from './SmtpAccountPanel';

interface SmtpAccountsPageProps {
  /** Set on /smtp/add: the create dialog is open, and closing it returns to /smtp. */
  isAdding?: boolean;
}

const columns: DataTableColumn<SmtpAccount>[] = [
  {
    header: 'Email',
    cell: (account) => (
      <span className="cell-stack__primary">
        <AddressText text={account.email} />
      </span>
    ),
  },
  { header: 'Domain', cell: (account) => <AddressText text={account.domain} /> },
  { header: 'Quota', cell: (account) => formatQuota(account.quota) },
  { header: 'Status', cell: (account) => <StatusBadge status={account.status} /> },
];

export function SmtpAccountsPage({ isAdding = false }: SmtpAccountsPageProps) {
  const listParams = useListParams();
  const { page, searchText } = listParams;
  const accounts = smtpAccountQueries.useList({ page, limit: SMTP_ACCOUNTS_PAGE_SIZE, ...(searchText && { search: searchText }) });

  return (
    <EntityListPage
      title="SMTP Accounts"
      description="Credentials that clients send through the platform's SMTP service with."
      addLabel="Add SMTP"
      addPath={adminPaths.addSmtp}
      listPath={adminPaths.smtp}
      isAdding={isAdding}
      renderAddDialog={(close) => <SmtpAccountFormDialog onClose={close} />}
      list={accounts}
      listParams={listParams}
      pageSize={SMTP_ACCOUNTS_PAGE_SIZE}
      columns={columns}
      emptyText="No SMTP accounts yet."
      search={{
        label: 'Search SMTP accounts',
        placeholder: 'Search by e-mail or domain',
        hint: 'Matches any part of the e-mail or domain; a search that takes too long is stopped.',
        noMatchText: 'No SMTP accounts match this search.',
      }}
      renderPanel={(accountId, close) => <SmtpAccountPanel accountId={accountId} onClose={close} />}
    />
  );
}
