import type { ApiKey } from '@platform/contracts';
import { useState } from 'react';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { FormDialog } from '../../components/FormDialog';
import { formatDateTime } from '../../lib/formatDate';
import { useListParams } from '../../lib/useListParams';
import { accountPaths } from '../accountPaths';
import { ACCOUNT_PAGE_SIZE, apiKeyQueries } from '../hooks';
import { API_KEY_SCOPE_LABELS } from './apiKeyLabels';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

interface ApiKeysPageProps {
  /** Set on /account/api-keys/add: the create dialog is open, and closing it returns to the list. */
  isAdding?: boolean;
}

/** The account's API keys for /api/v1: each full or sending-only, maybe held to one domain; revoked here. */
export function ApiKeysPage({ isAdding = false }: ApiKeysPageProps) {
  const listParams = useListParams();
  const keys = apiKeyQueries.useList({ page: listParams.page, limit: ACCOUNT_PAGE_SIZE });
  const revoke = apiKeyQueries.useDelete();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const columns: DataTableColumn<ApiKey>[] = [
    {
      header: 'Name',
      cell: (key) => (
        <span className="cell-stack">
          <span className="cell-stack__primary">{key.name}</span>
          <span className="cell-stack__secondary mono">{key.key_prefix}</span>
        </span>
      ),
    },
    { header: 'Scope', cell: (key) => <span className="badge">{API_KEY_SCOPE_LABELS[key.scope] ?? key.scope}</span> },
    { header: 'Domain', cell: (key) => key.domain ?? <span className="muted">All domains</span> },
    { header: 'Last used', cell: (key) => <span className="cell-nowrap">{key.last_used_at ? formatDateTime(key.last_used_at) : 'Never'}</span> },
    { header: 'Created', cell: (key) => <span className="cell-nowrap">{formatDateTime(key.created_at)}</span> },
    {
      header: 'Revoke',
      isInteractive: true,
      cell: (key) => (
        <button type="button" className="button button--small button--danger-outline" aria-label={`Revoke ${key.name}`} onClick={() => setRevoking(key)}>
          Revoke
        </button>
      ),
    },
  ];

  return (
    <EntityListPage
      title="API keys"
      description="Keys for the HTTP API (Authorization: Bearer <key>). Each is shown once, when it is created."
      addLabel="Create API Key"
      addPath={accountPaths.addApiKey}
      listPath={accountPaths.apiKeys}
      isAdding={isAdding}
      renderAddDialog={(close) => <CreateApiKeyDialog onClose={close} />}
      list={keys}
      listParams={listParams}
      pageSize={ACCOUNT_PAGE_SIZE}
      columns={columns}
      emptyText="No API keys yet."
    >
      {revoking && (
        <FormDialog
          title="Revoke API Key"
          submitLabel="Revoke"
          busyLabel="Revoking…"
          isDestructive
          isBusy={revoke.isPending}
          onSubmit={() => revoke.mutate(revoking._id, { onSuccess: () => setRevoking(null) })}
          onClose={() => setRevoking(null)}
        >
          <p className="dialog__text">
            Requests with <strong>{revoking.name}</strong> ({revoking.key_prefix}) are refused from now on. This cannot be undone.
          </p>
        </FormDialog>
      )}
    </EntityListPage>
  );
}
