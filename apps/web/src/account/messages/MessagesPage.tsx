import type { MessageSummary } from '@platform/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddressText } from '../../components/AddressText';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PagedListFooter } from '../../components/PagedListFooter';
import { PageHeader } from '../../components/PageHeader';
import { accountPaths } from '../accountPaths';
import { ACCOUNT_PAGE_SIZE, useMessageList } from '../hooks';
import { filtersFromParams, hasFilters, paramsWithFilters, toMessageListQuery } from './messageFilters';
import { MessageStatusBadge } from './messageLabels';
import { MessageSearchForm } from './MessageSearchForm';
import type { MessageListState } from './MessagePage';

const columns: DataTableColumn<MessageSummary>[] = [
  {
    header: 'Date',
    // Day over time: a narrow column leaves the addresses and subjects room.
    cell: (message) => (
      <time className="cell-stack cell-nowrap" dateTime={message.created_at}>
        <span>{new Date(message.created_at).toLocaleDateString()}</span>
        <span className="cell-stack__secondary">{new Date(message.created_at).toLocaleTimeString()}</span>
      </time>
    ),
  },
  // Named as the Recipient filter that searches it.
  { header: 'Recipients', cell: (message) => <AddressText text={message.to.join(', ')} /> },
  {
    header: 'Subject',
    cell: (message) => (
      <span className="cell-stack">
        <span className="cell-stack__primary">{message.subject || '(no subject)'}</span>
        <span className="cell-stack__secondary">
          <AddressText text={message.from} />
        </span>
      </span>
    ),
  },
  { header: 'Status', cell: (message) => <MessageStatusBadge status={message.status} /> },
  { header: 'Via', cell: (message) => <span className="badge">{message.source === 'smtp' ? 'SMTP' : 'HTTP'}</span> },
];

function emptyTextOf(isError: boolean, isSearched: boolean, searchStoppedEarly: boolean): string {
  if (isError) return 'The messages could not be loaded.';
  if (searchStoppedEarly) return 'No messages match this search among those it read so far. Older ones may: search further, or narrow the dates.';
  return isSearched ? 'No messages match this search.' : 'No messages yet. Send a test message to see one here.';
}

/** The account's message log: searched and paged by the server; a row opens the message's page. */
export function MessagesPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const messages = useMessageList(toMessageListQuery(filters, page, ACCOUNT_PAGE_SIZE));
  const rows = messages.data?.items ?? [];

  const changePage = (nextPage: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });

  return (
    <>
      <PageHeader title="Messages" description="Every message your account sent, and what happened to it." />
      <section className="card">
        <div className="card__toolbar">
          {/* Keyed by the address's search, so the back button puts its values back in the form. */}
          <MessageSearchForm key={searchParams.toString()} filters={filters} onSearch={(next) => setSearchParams((current) => paramsWithFilters(current, next))} />
        </div>
        <DataTable
          label="Messages"
          columns={columns}
          rows={rows}
          rowKey={(message) => message._id}
          // The message page's way back returns to this page of this search.
          onRowClick={(message) => navigate(accountPaths.message(message._id), { state: { listSearch: searchParams.toString() } satisfies MessageListState })}
          isLoading={messages.isPending}
          emptyText={emptyTextOf(messages.isError, hasFilters(filters), messages.data?.total === null)}
        />
        <PagedListFooter
          itemCount={rows.length}
          page={page}
          pageSize={ACCOUNT_PAGE_SIZE}
          // A search of a large log may stop before it has counted every match: the footer then pages on while more may follow.
          total={messages.data ? messages.data.total : 0}
          hasMore={messages.data?.has_more}
          onSearchFurther={() => void messages.refetch()}
          onPageChange={changePage}
        />
      </section>
    </>
  );
}
