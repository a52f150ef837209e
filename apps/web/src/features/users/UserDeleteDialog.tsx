import type { OwnedRecords, User, UserHoldings } from '@platform/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { FormDialog } from '../../components/FormDialog';
import { useDeleteUser } from './hooks';

interface UserDeleteDialogProps {
  user: User;
  onDeleted: () => void;
  onCancel: () => void;
}

const HOLDING_KINDS: Array<[keyof UserHoldings, string, string]> = [
  ['domains', 'domain', 'domains'],
  ['smtp_accounts', 'SMTP account', 'SMTP accounts'],
  ['plans', 'plan', 'plans'],
  ['agents', 'agent', 'agents'],
];

/**
 * Deleting a user: first the usual confirmation (the e-mail typed). When the server answers that
 * the user still owns domains, SMTP accounts, plans or agents, the dialog lists them and offers
 * to delete everything with the user.
 */
export function UserDeleteDialog({ user, onDeleted, onCancel }: UserDeleteDialogProps) {
  const deleteUser = useDeleteUser();
  const [holdings, setHoldings] = useState<UserHoldings | null>(null);
  const remove = (cascade: boolean) =>
    deleteUser.mutate(
      { id: user._id, cascade },
      { onSuccess: (result) => (result.deleted ? onDeleted() : setHoldings(result.holdings)) },
    );

  if (!holdings) {
    return (
      <ConfirmDeleteDialog
        title="Delete User"
        expectedText={user.email}
        isDeleting={deleteUser.isPending}
        onConfirm={() => remove(false)}
        onCancel={onCancel}
      />
    );
  }
  return (
    <FormDialog
      title="Delete User and Everything It Owns"
      submitLabel="Delete everything"
      busyLabel="Deleting…"
      isBusy={deleteUser.isPending}
      isDestructive
      onSubmit={() => remove(true)}
      onClose={onCancel}
    >
      <p className="dialog__text">{user.email} still owns:</p>
      <ul className="holdings-list" aria-label="What the user owns">
        {HOLDING_KINDS.filter(([kind]) => holdings[kind].count > 0).map(([kind, one, many]) => (
          <li key={kind}>{describeRecords(holdings[kind], one, many)}</li>
        ))}
      </ul>
      <p className="dialog__text">
        Deleting the user deletes all of these too, with their API keys, webhooks and suppressions. Mail of theirs that is
        still queued is not sent: it is logged as failed. This cannot be undone.
      </p>
    </FormDialog>
  );
}

/** "2 domains: a.example, b.example, …" */
function describeRecords(records: OwnedRecords, one: string, many: string): string {
  const more = records.count > records.names.length ? ', …' : '';
  return `${records.count} ${records.count === 1 ? one : many}: ${records.names.join(', ')}${more}`;
}
