import type { SmtpCredential } from '@platform/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { FormDialog } from '../../components/FormDialog';
import { SidePanel } from '../../components/SidePanel';
import { StatusBadge } from '../../components/StatusBadge';
import { formatQuota } from '../../features/smtp-accounts/formatQuota';
import { GeneratedSecretDialog } from '../../features/users/GeneratedSecretDialog';
import { formatDateTime } from '../../lib/formatDate';
import { smtpCredentialQueries, useRotateSmtpCredential } from '../hooks';

interface SmtpCredentialPanelProps {
  /** The row opened; undefined once it is no longer on the list's page. */
  credential: SmtpCredential | undefined;
  onClose: () => void;
}

type PanelDialog = { kind: 'rotate' } | { kind: 'delete' } | { kind: 'password'; password: string } | null;

function detailRows(credential: SmtpCredential): DetailRow[] {
  return [
    ['User name', credential.email],
    ['Domain', credential.domain],
    ['Daily quota', formatQuota(credential.quota)],
    ['Created', formatDateTime(credential.createdAt)],
    ['Changed', formatDateTime(credential.updatedAt)],
  ];
}

/** One credential: rotate its password (shown once), disable or enable it, delete it. */
export function SmtpCredentialPanel({ credential, onClose }: SmtpCredentialPanelProps) {
  const rotate = useRotateSmtpCredential();
  const update = smtpCredentialQueries.useUpdate();
  const remove = smtpCredentialQueries.useDelete();
  const [dialog, setDialog] = useState<PanelDialog>(null);
  const closeDialog = () => setDialog(null);

  if (!credential) {
    return (
      <SidePanel title="SMTP credential" onClose={onClose}>
        <p className="muted">This credential is not on the current page.</p>
      </SidePanel>
    );
  }
  const isActive = credential.status === 'active';

  return (
    <>
      <SidePanel
        title={credential.email}
        onClose={onClose}
        actions={
          <>
            <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'rotate' })}>
              Rotate Password
            </button>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: credential._id, changes: { status: isActive ? 'inactive' : 'active' } })}
            >
              {isActive ? 'Disable' : 'Enable'}
            </button>
            <button type="button" className="button button--danger-outline" onClick={() => setDialog({ kind: 'delete' })}>
              Delete
            </button>
          </>
        }
      >
        <div className="panel-summary">
          <StatusBadge status={credential.status} />
          {!isActive && <span className="muted">Logins with this credential are refused.</span>}
        </div>
        <div className="side-details">
          <DetailList rows={detailRows(credential)} />
        </div>
      </SidePanel>
      {dialog?.kind === 'rotate' && (
        <FormDialog
          title="Rotate Password"
          submitLabel="Rotate"
          busyLabel="Rotating…"
          isBusy={rotate.isPending}
          onSubmit={() => rotate.mutate(credential._id, { onSuccess: (answer) => setDialog({ kind: 'password', password: answer.smtp_password }) })}
          onClose={closeDialog}
        >
          <p className="dialog__text">
            A new password replaces the current one of {credential.email} at once: apps using the old one must be given the new one.
          </p>
        </FormDialog>
      )}
      {dialog?.kind === 'password' && (
        <GeneratedSecretDialog title="Password rotated" label="New SMTP password (copy now):" secret={dialog.password} onClose={closeDialog} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title="Delete SMTP Credential"
          expectedText={credential.email}
          consequences="Apps sending with it can no longer log in."
          isDeleting={remove.isPending}
          onConfirm={() => remove.mutate(credential._id, { onSuccess: onClose })}
          onCancel={closeDialog}
        />
      )}
    </>
  );
}
