import type { UserDetailResponse } from '@platform/contracts';
import { useState } from 'react';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { SidePanel } from '../../components/SidePanel';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import { ProductionAccessDetails } from '../production-access/ProductionAccessDetails';
import { AccountReputationDetails } from '../reputation/AccountReputationDetails';
import { AccountWarmupDetails } from '../warmup/AccountWarmupDetails';
import { GeneratedSecretDialog } from './GeneratedSecretDialog';
import { useApproveUser, useConfirmUserEmail, useResendUserConfirmation, useResetUserApiKey, useResetUserPassword, useUnlockUser, userQueries } from './hooks';
import { APPROVAL_LABELS, PLAN_TYPE_LABELS, STATUS_LABELS, USER_ROLE_LABELS, userFullName } from './labels';
import { UserAccountBadges } from './UserAccountBadges';
import { UserDeleteDialog } from './UserDeleteDialog';
import { UserFormDialog } from './UserFormDialog';

interface UserPanelProps {
  userId: string;
  onClose: () => void;
}

/** Which dialog the panel has open over itself. */
type PanelDialog =
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'secret'; title: string; label: string; secret: string }
  | null;

function detailRows({ user, stats }: UserDetailResponse): DetailRow[] {
  return [
    ['ID', user._id],
    ['Signed up', formatDateTime(user.createdAt)],
    ['Last login', formatDateTime(user.last_login)],
    ['E-mail confirmed', user.email_confirmed ? 'Yes' : 'No'],
    ['Approval', APPROVAL_LABELS[user.approval] ?? '-'],
    ['Domains', formatCount(stats.domain_count)],
    ['SMTP Users', formatCount(stats.smtp_count)],
    ['Total Sent', formatCount(stats.total_sent)],
    ['Agents', formatCount(stats.agent_count)],
    ['Total IPs', formatCount(stats.ip_count)],
    ['Plan Type', PLAN_TYPE_LABELS[user.plan_type] ?? '-'],
    ['Last 30 Days Sent', formatCount(stats.last_30d_sent)],
  ];
}

/** Side panel with one user's details and the actions on that user. */
export function UserPanel({ userId, onClose }: UserPanelProps) {
  const detail = userQueries.useDetail(userId);
  const resetApiKey = useResetUserApiKey();
  const resetPassword = useResetUserPassword();
  const unlock = useUnlockUser();
  const approve = useApproveUser();
  const confirmEmail = useConfirmUserEmail();
  const resendConfirmation = useResendUserConfirmation();
  const [dialog, setDialog] = useState<PanelDialog>(null);
  const closeDialog = () => setDialog(null);
  const user = detail.data?.user;
  const isResetting = resetApiKey.isPending || resetPassword.isPending;

  const revealApiKey = () =>
    resetApiKey.mutate(userId, {
      onSuccess: (apiKey) => setDialog({ kind: 'secret', title: 'API key reset', label: 'New API key (copy now):', secret: apiKey }),
    });
  const revealPassword = () =>
    resetPassword.mutate(userId, {
      onSuccess: (password) =>
        setDialog({ kind: 'secret', title: 'Password reset', label: 'New password (copy now):', secret: password }),
    });

  return (
    <>
      <SidePanel
        title={user?.email ?? 'User details'}
        onClose={onClose}
        actions={
          user && (
            <>
              {user.approval === 'pending' && (
                <button type="button" className="button button--primary" disabled={approve.isPending} onClick={() => approve.mutate(userId)}>
                  Approve
                </button>
              )}
              {!user.email_confirmed && (
                <>
                  <button type="button" className="button button--primary" disabled={confirmEmail.isPending} onClick={() => confirmEmail.mutate(userId)}>
                    Confirm E-mail
                  </button>
                  <button type="button" className="button" disabled={resendConfirmation.isPending} onClick={() => resendConfirmation.mutate(userId)}>
                    Resend Confirmation
                  </button>
                </>
              )}
              <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'edit' })}>
                Edit
              </button>
              <button type="button" className="button button--danger-outline" onClick={() => setDialog({ kind: 'delete' })}>
                Delete
              </button>
              <button type="button" className="button" disabled={isResetting} onClick={revealApiKey}>
                Reset API Key
              </button>
              <button type="button" className="button" disabled={isResetting} onClick={revealPassword}>
                Reset Password
              </button>
              <button type="button" className="button" disabled={unlock.isPending} onClick={() => unlock.mutate(userId)}>
                Lift Lockout
              </button>
            </>
          )
        }
      >
        {detail.isPending && <p className="muted">Loading…</p>}
        {detail.isError && <p className="muted">The details of this user could not be loaded.</p>}
        {detail.data && user && (
          <>
            <div className="panel-summary">
              <span className="panel-summary__name">{userFullName(user) || 'No name given'}</span>
              <span className="badge">{USER_ROLE_LABELS[user.role] ?? user.role}</span>
              <span className={`badge badge--${user.status}`}>{STATUS_LABELS[user.status] ?? user.status}</span>
              <UserAccountBadges user={user} />
            </div>
            <DetailList rows={detailRows(detail.data)} />
            {detail.data.stats.domains?.length > 0 && (
              <section className="panel-section" aria-label="Domains of this user">
                <h3 className="panel-section__title">Domains</h3>
                <ul className="chip-list">
                  {detail.data.stats.domains.map((domain) => (
                    <li key={domain._id} className="chip">
                      {domain.domain}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="panel-section" aria-label="Reputation of this user">
              <h3 className="panel-section__title">Reputation</h3>
              <AccountReputationDetails userId={userId} />
            </section>
            <section className="panel-section" aria-label="Warm-up of this user">
              <h3 className="panel-section__title">Warm-up</h3>
              <AccountWarmupDetails userId={userId} />
            </section>
            <section className="panel-section" aria-label="Production access of this user">
              <h3 className="panel-section__title">Production access</h3>
              <ProductionAccessDetails userId={userId} />
            </section>
          </>
        )}
      </SidePanel>
      {user && dialog?.kind === 'edit' && <UserFormDialog user={user} onClose={closeDialog} />}
      {user && dialog?.kind === 'delete' && (
        <UserDeleteDialog user={user} onDeleted={onClose} onCancel={closeDialog} />
      )}
      {dialog?.kind === 'secret' && (
        <GeneratedSecretDialog title={dialog.title} label={dialog.label} secret={dialog.secret} onClose={closeDialog} />
      )}
    </>
  );
}
