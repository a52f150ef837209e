import type { User } from '@platform/contracts';
import { AddressText } from '../../components/AddressText';
import type { DataTableColumn } from '../../components/DataTable';
import { EntityListPage } from '../../components/EntityListPage';
import { Toggle } from '../../components/Toggle';
import { adminPaths } from '../../lib/adminPaths';
import { useListParams } from '../../lib/useListParams';
import { USERS_PAGE_SIZE, useToggleUserStatus, userQueries } from './hooks';
import { STATUS_LABELS, USER_ROLE_LABELS, userFullName } from './labels';
import { UserAccountBadges } from './UserAccountBadges';
import { UserFormDialog } from './UserFormDialog';
import { UserPanel } from './UserPanel';
import { usePendingApprovalFilter } from './usePendingApprovalFilter';
import { useStandingsByUser } from '../reputation/hooks';
import { StandingBadge } from '../reputation/StandingBadge';

interface UsersPageProps {
  /** Set on /users/add: the create dialog is open, and closing it returns to /users. */
  isAddingUser?: boolean;
}

export function UsersPage({ isAddingUser = false }: UsersPageProps) {
  // ?q=, not ?search=: the top-bar search's 'Show all' links here with it (usersSearchPath).
  const listParams = useListParams('q');
  const { page, searchText } = listParams;
  const { isPendingOnly, setPendingOnly } = usePendingApprovalFilter();
  const users = userQueries.useList({
    page,
    limit: USERS_PAGE_SIZE,
    ...(searchText && { q: searchText }),
    ...(isPendingOnly && { approval: 'pending' as const }),
  });
  const toggleStatus = useToggleUserStatus();
  const standings = useStandingsByUser();

  const columns: DataTableColumn<User>[] = [
    {
      header: 'Email',
      cell: (user) => (
        <div className="cell-stack">
          <span className="cell-stack__primary">
            <AddressText text={user.email} />
          </span>
          <span className="cell-stack__secondary">{userFullName(user) || '-'}</span>
        </div>
      ),
    },
    {
      header: 'Role',
      cell: (user) => <span className="badge">{USER_ROLE_LABELS[user.role] ?? user.role}</span>,
    },
    {
      header: 'Status',
      isInteractive: true,
      cell: (user) => (
        <div className="status-cell">
          <Toggle
            checked={user.status === 'active'}
            label={`Status of ${user.email}`}
            disabled={toggleStatus.isPending && toggleStatus.variables === user._id}
            onChange={() => toggleStatus.mutate(user._id)}
          />
          <span className="muted status-cell__label">{STATUS_LABELS[user.status] ?? user.status}</span>
          <UserAccountBadges user={user} />
        </div>
      ),
    },
    {
      header: 'Reputation',
      cell: (user) => <StandingBadge standing={standings.get(user._id) ?? 'good'} />,
    },
  ];

  return (
    <EntityListPage
      title="Users"
      description="Accounts that can send through the platform."
      addLabel="Add User"
      addPath={adminPaths.addUser}
      listPath={adminPaths.users}
      isAdding={isAddingUser}
      renderAddDialog={(close) => <UserFormDialog onClose={close} />}
      list={users}
      listParams={listParams}
      pageSize={USERS_PAGE_SIZE}
      columns={columns}
      emptyText={isPendingOnly ? 'No accounts are waiting for approval.' : 'No users yet.'}
      search={{
        label: 'Search users',
        placeholder: 'E-mail starts with…',
        hint: 'Finds users whose e-mail address starts with the text, in any case.',
        noMatchText: 'No users match this search.',
      }}
      filters={
        <button
          type="button"
          className={isPendingOnly ? 'button button--current' : 'button'}
          aria-pressed={isPendingOnly}
          onClick={() => setPendingOnly(!isPendingOnly)}
        >
          Pending approval
        </button>
      }
      renderPanel={(userId, close) => <UserPanel userId={userId} onClose={close} />}
    />
  );
}
