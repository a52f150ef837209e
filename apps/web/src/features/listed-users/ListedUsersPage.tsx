import { useState } from 'react';
import { AddressText } from '../../components/AddressText';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PagedListFooter } from '../../components/PagedListFooter';
import { PageHeader } from '../../components/PageHeader';
import { SAMPLE_LISTED_USERS, type ListedUser } from './sampleListedUsers';

/** Rows per page of the sample. */
const LISTED_USERS_PAGE_SIZE = 5;

const columns: DataTableColumn<ListedUser>[] = [
  {
    header: 'Email',
    cell: (user) => (
      <div className="cell-stack">
        <span className="cell-stack__primary">
          <AddressText text={user.email} />
        </span>
        <span className="cell-stack__secondary">{user.name}</span>
      </div>
    ),
  },
  { header: 'Listed On', cell: (user) => <span className="badge">{user.listedOn}</span> },
  { header: 'Reason', cell: (user) => user.reason },
];

/** SPEC section 2: a static sample list with paging over the sample itself. */
export function ListedUsersPage() {
  const [page, setPage] = useState(1);
  const rows = SAMPLE_LISTED_USERS.slice((page - 1) * LISTED_USERS_PAGE_SIZE, page * LISTED_USERS_PAGE_SIZE);

  return (
    <>
      <PageHeader title="Listed Users" description="Sample data: senders found on public blocklists." />
      <section className="card">
        <DataTable label="Listed Users" columns={columns} rows={rows} rowKey={(user) => user.email} emptyText="No listed users." />
        <PagedListFooter
          itemCount={rows.length}
          page={page}
          pageSize={LISTED_USERS_PAGE_SIZE}
          total={SAMPLE_LISTED_USERS.length}
          onPageChange={setPage}
        />
      </section>
    </>
  );
}
