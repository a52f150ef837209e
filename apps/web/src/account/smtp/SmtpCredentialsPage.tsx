import type { SmtpCredential } from '@platform/contracts';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { StatusBadge } from '../../components/StatusBadge';
import { formatQuota } from '../../features/smtp-accounts/formatQuota';
import { formatDateTime } from '../../lib/formatDate';
import { useListParams } from '../../lib/useListParams';
import { accountPaths } from '../accountPaths';
import { ACCOUNT_PAGE_SIZE, useSmtpCredentialList } from '../hooks';
import { ConnectionSettingsCard } from './ConnectionSettingsCard';
import { CreateSmtpCredentialDialog } from './CreateSmtpCredentialDialog';
import { SmtpCredentialPanel } from './SmtpCredentialPanel';

const columns: DataTableColumn<SmtpCredential>[] = [
  { header: 'User name', cell: (credential) => <span className="cell-stack__primary">{credential.email}</span> },
  { header: 'Domain', cell: (credential) => credential.domain },
  { header: 'Quota', cell: (credential) => formatQuota(credential.quota) },
  { header: 'Status', cell: (credential) => <StatusBadge status={credential.status} /> },
  { header: 'Created', cell: (credential) => <span className="cell-nowrap">{formatDateTime(credential.createdAt)}</span> },
];

interface SmtpCredentialsPageProps {
  /** Set on /account/smtp/add: the create dialog is open, and closing it returns to the list. */
  isAdding?: boolean;
}

/** The account's SMTP credentials and the settings a mail client connects with. */
export function SmtpCredentialsPage({ isAdding = false }: SmtpCredentialsPageProps) {
  const listParams = useListParams();
  const { page, searchText } = listParams;
  const credentials = useSmtpCredentialList({ page, limit: ACCOUNT_PAGE_SIZE, ...(searchText && { search: searchText }) });

  return (
    <EntityListPage
      title="SMTP credentials"
      description="User names and passwords your apps and mail clients send with."
      addLabel="Add Credential"
      addPath={accountPaths.addSmtp}
      listPath={accountPaths.smtp}
      isAdding={isAdding}
      renderAddDialog={(close) => <CreateSmtpCredentialDialog onClose={close} />}
      list={credentials}
      listParams={listParams}
      pageSize={ACCOUNT_PAGE_SIZE}
      columns={columns}
      emptyText="No SMTP credentials yet."
      search={{ label: 'Search SMTP credentials', placeholder: 'Search by user name', noMatchText: 'No SMTP credentials match this search.' }}
      renderPanel={(credentialId, close) => (
        <SmtpCredentialPanel credential={credentials.data?.items.find((item) => item._id === credentialId)} onClose={close} />
      )}
    >
      <ConnectionSettingsCard connection={credentials.data?.connection} />
    </EntityListPage>
  );
}
