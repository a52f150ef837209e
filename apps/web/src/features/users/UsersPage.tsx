import type { User, UserListQuery } from '@platform/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Icon } from '../../components/Icon';
import { ListFooter } from '../../components/ListFooter';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { Toggle } from '../../components/Toggle';
import { adminPaths } from '../../lib/adminPaths';
import { USERS_PAGE_SIZE, useToggleUserStatus, useUserList } from './hooks';
import { STATUS_LABELS, USER_ROLE_LABELS, userFullName } from './labels';
import { UserFormDialog } from './UserFormDialog';
import { UserPanel } from './UserPanel';

interface UsersPageProps {
  /** Set on /users/add: the create dialog is open, and closing it returns to /users. */
  isAddingUser?: boolean;
}

/** Search text and page live in the address (?q=&page=) so the top-bar search and the back button work. */
function useUserListQuery(): [UserListQuery, (changes: { q?: string; page?: number }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchText = searchParams.get('q') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const query: UserListQuery = { page, limit: USERS_PAGE_SIZE, ...(searchText && { q: searchText }) };
  const changeQuery = (changes: { q?: string; page?: number }) => {
    const next = { q: changes.q ?? searchText, page: changes.page ?? 1 };
    setSearchParams({ ...(next.q && { q: next.q }), ...(next.page > 1 && { page: String(next.page) }) });
  };
  return [query, changeQuery];
}

export function UsersPage({ isAddingUser = false }: UsersPageProps) {
  const navigate = useNavigate();
  const [query, changeQuery] = useUserListQuery();
  const users = useUserList(query);
  const toggleStatus = useToggleUserStatus();
  const [openUserId, setOpenUserId] = useState<string | null>(null);

  const rows = users.data?.items ?? [];
  const page = query.page ?? 1;
  const total = users.data?.total ?? 0;

  const columns: DataTableColumn<User>[] = [
    {
      header: 'Email',
      cell: (user) => (
        <div className="cell-stack">
          <span className="cell-stack__primary">{user.email}</span>
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
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Users"
        description="Accounts that can send through the platform."
        actions={
          <button type="button" className="button button--primary" onClick={() => navigate(adminPaths.addUser)}>
            <Icon name="plus" size={16} /> Add User
          </button>
        }
      />
      <section className="card">
        <div className="card__toolbar">
          <SearchBox
            // A new search from the top bar replaces what was typed here.
            key={query.q ?? ''}
            label="Search users"
            placeholder="Search by e-mail or name"
            initialValue={query.q}
            onSearch={(text) => changeQuery({ q: text, page: 1 })}
          />
        </div>
        <DataTable
          label="Users"
          columns={columns}
          rows={rows}
          rowKey={(user) => user._id}
          onRowClick={(user) => setOpenUserId(user._id)}
          isLoading={users.isPending}
          emptyText={query.q ? 'No users match this search.' : 'No users yet.'}
        />
        <ListFooter
          itemCount={rows.length}
          page={page}
          hasPreviousPage={page > 1}
          hasNextPage={page * USERS_PAGE_SIZE < total}
          onPageChange={(nextPage) => changeQuery({ page: nextPage })}
        />
      </section>
      {openUserId && <UserPanel userId={openUserId} onClose={() => setOpenUserId(null)} />}
      {isAddingUser && <UserFormDialog onClose={() => navigate(adminPaths.users)} />}
    </>
  );
}
