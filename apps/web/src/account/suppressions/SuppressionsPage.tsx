import { BOUNCE_REASON_LABELS, type CustomerSuppression } from '@platform/contracts';
import { useState } from 'react';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { FormDialog } from '../../components/FormDialog';
import { formatDateTime } from '../../lib/formatDate';
import { useListParams } from '../../lib/useListParams';
import { accountPaths } from '../accountPaths';
import { ACCOUNT_PAGE_SIZE, suppressionQueries } from '../hooks';
import { AddSuppressionDialog } from './AddSuppressionDialog';

interface SuppressionsPageProps {
  /** Set on /account/suppressions/add: the add dialog is open, and closing it returns to the list. */
  isAdding?: boolean;
}

/** Addresses the account's mail is no longer sent to: hard bounces, complaints, and those added here. */
export function SuppressionsPage({ isAdding = false }: SuppressionsPageProps) {
  const listParams = useListParams();
  const { page, searchText } = listParams;
  const suppressions = suppressionQueries.useList({ page, limit: ACCOUNT_PAGE_SIZE, ...(searchText && { search: searchText }) });
  const remove = suppressionQueries.useDelete();
  const [removing, setRemoving] = useState<CustomerSuppression | null>(null);

  const columns: DataTableColumn<CustomerSuppression>[] = [
    { header: 'Address', cell: (suppression) => <span className="cell-stack__primary break-anywhere">{suppression.address}</span> },
    {
      header: 'Reason',
      cell: (suppression) => (
        <span className="cell-stack">
          {suppression.bounce_reason && (
            <span className="cell-stack__primary">
              {BOUNCE_REASON_LABELS[suppression.bounce_reason]}
              {suppression.address_level ? ' (the address does not exist)' : ' (not about the address: may be lifted)'}
            </span>
          )}
          <span className="break-anywhere">{suppression.reason}</span>
        </span>
      ),
    },
    { header: 'Added', cell: (suppression) => <span className="cell-nowrap">{formatDateTime(suppression.created_at)}</span> },
    {
      header: 'Remove',
      isInteractive: true,
      cell: (suppression) => (
        <button type="button" className="button button--small" aria-label={`Remove ${suppression.address}`} onClick={() => setRemoving(suppression)}>
          Remove
        </button>
      ),
    },
  ];

  return (
    <EntityListPage
      title="Suppressions"
      description="Addresses your mail is not sent to: hard bounces, complaints and the ones you add."
      addLabel="Add Suppression"
      addPath={accountPaths.addSuppression}
      listPath={accountPaths.suppressions}
      isAdding={isAdding}
      renderAddDialog={(close) => <AddSuppressionDialog onClose={close} />}
      list={suppressions}
      listParams={listParams}
      pageSize={ACCOUNT_PAGE_SIZE}
      columns={columns}
      emptyText="No suppressed addresses."
      search={{ label: 'Search suppressions', placeholder: 'Search by address', noMatchText: 'No suppressed address matches this search.' }}
    >
      {removing && (
        <FormDialog
          title="Remove Suppression"
          submitLabel="Remove"
          busyLabel="Removing…"
          isBusy={remove.isPending}
          onSubmit={() => remove.mutate(removing._id, { onSuccess: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        >
          <p className="dialog__text">
            Mail to <strong>{removing.address}</strong> will be sent again. If the address still bounces or complains, it is suppressed again.
          </p>
          {removing.address_level && (
            <p className="dialog__text">This address was reported as not existing: mail to it will most likely bounce again and count against your bounce rate.</p>
          )}
        </FormDialog>
      )}
    </EntityListPage>
  );
}
