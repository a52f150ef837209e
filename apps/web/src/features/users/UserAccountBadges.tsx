import type { User } from '@platform/contracts';

/**
 * What a self-signed-up account still waits for before it can send: an admin's approval and the
 * confirmation of its e-mail address. Nothing for an account that waits for neither.
 */
export function UserAccountBadges({ user }: { user: Pick<User, 'approval' | 'email_confirmed'> }) {
  if (user.approval !== 'pending' && user.email_confirmed) return null;
  return (
    <span className="badge-row">
      {user.approval === 'pending' && <span className="badge badge--warning">Pending approval</span>}
      {!user.email_confirmed && <span className="badge">E-mail unconfirmed</span>}
    </span>
  );
}
