import type { SmtpAccount } from '@platform/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import type { DetailRow } from '../../components/DetailList';
import { EntityPanel } from '../../components/EntityPanel';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/formatDate';
import { GeneratedSecretDialog } from '../users/GeneratedSecretDialog';
import { smtpAccountQueries, useResetSmtpPassword } from './hooks';
import { SmtpAccountFormDialog } from './SmtpAccountFormDialog';
import { formatQuota } from './formatQuota';

interface SmtpAccountPanelProps {
  accountId: string;
  onClose: () => void;
}

type PanelDialog = { kind: 'edit' } | { kind: 'delete' } | { kind: 'password'; password: string } | null;

function detailRows(account: SmtpAccount): DetailRow[] {
  return [
    ['ID', account._id],
    ['Domain', account.domain],
    ['User ID', account.user_id],
    ['Quota', formatQuota(account.quota)],
    ['Created', formatDateTime(account.createdAt)],
  ];
}

/** Side panel with one SMTP account's details and the actions on it. */
export function SmtpAccountPanel({ accountId, onClose }: SmtpAccountPanelProps) {
  const detail = smtpAccountQueries.useDetail(accountId);
  const deleteAccount = smtpAccountQueries.useDelete();
  const resetPassword = useResetSmtpPassword();
  const [dialog, setDialog] = useState<PanelDialog>(null);
  const closeDialog = () => setDialog(null);
  const account = detail.data;

  return (
    <>
      <EntityPanel
        title={account?.email ?? 'SMTP account details'}
        rows={account && detailRows(account)}
        isLoading={detail.isPending}
        failureText="The details of this SMTP account could not be loaded."
        summary={account && <StatusBadge status={account.status} />}
        onEdit={() => setDialog({ kind: 'edit' })}
        onDelete={() => setDialog({ kind: 'delete' })}
        extraActions={
          <button
            type="button"
            className="button"
            disabled={resetPassword.isPending}
            onClick={() => resetPassword.mutate(accountId, { onSuccess: (password) => setDialog({ kind: 'password', password }) })}
          >
            Reset Password
          </button>
        }
        onClose={onClose}
      />
      {account && dialog?.kind === 'edit' && <SmtpAccountFormDialog account={account} onClose={closeDialog} />}
      {account && dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete SMTP Account"
          expectedText={account.email}
          isDeleting={deleteAccount.isPending}
          onConfirm={() => deleteAccount.mutate(accountId, { onSuccess: onClose })}
          onCancel={closeDialog}
        />
      )}
      {dialog?.kind === 'password' && (
        <GeneratedSecretDialog title="Password reset" label="New SMTP password (copy now):" secret={dialog.password} onClose={closeDialog} />
      )}
    </>
  );
}
