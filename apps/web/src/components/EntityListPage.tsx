import type { ListResponse, OpenEndedListResponse } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOpenItemParam } from '../lib/openItemParam';
import type { ListParams } from '../lib/useListParams';
import { DataTable, listLoadFailed, type DataTableColumn } from './DataTable';
import { Icon } from './Icon';
import { PagedListFooter } from './PagedListFooter';
import { PageHeader } from './PageHeader';
import { SearchBox } from './SearchBox';

interface ListSearch {
  /** Accessible name of the search box. */
  label: string;
  placeholder: string;
  /** How the search matches (from the start of a value, or anywhere in it), shown under the box. */
  hint?: string;
  /** Shown in place of the empty text when a search matched nothing. */
  noMatchText: string;
}

interface EntityListPageProps<Item extends { _id: string }> {
  /** The page heading, which also names the table. */
  title: string;
  description: string;
  /** The header button's text. */
  addLabel: string;
  /** The route that opens the create dialog, e.g. /agents/add. */
  addPath: string;
  /** The list screen's own route, where closing the create dialog returns. */
  listPath: string;
  /** Set on the create route: the dialog `renderAddDialog` draws is open. */
  isAdding: boolean;
  renderAddDialog: (close: () => void) => ReactNode;
  /** The list query of the current page: counted, or open-ended (no total for a filtered list). */
  list: { data?: ListResponse<Item> | OpenEndedListResponse<Item>; isPending: boolean; isError: boolean; refetch: () => unknown };
  listParams: ListParams;
  pageSize: number;
  columns: DataTableColumn<Item>[];
  emptyText: string;
  /** A search box above the table; without it the list is not searchable. */
  search?: ListSearch;
  /** Filters beside the search box, e.g. the users screen's 'Pending approval'. */
  filters?: ReactNode;
  /** The detail panel a row click opens; the item's id is kept in ?open=. Without it rows do not open. */
  renderPanel?: (id: string, close: () => void) => ReactNode;
  /** A denser table, for lists with many columns. */
  isDense?: boolean;
  /** Further dialogs, opened from the table's cells. */
  children?: ReactNode;
}

/**
 * An admin list screen: a header with the Add button, an optional search, one server-paged table
 * page, the open item's detail panel and the create dialog on its own route.
 */
export function EntityListPage<Item extends { _id: string }>({
  title,
  description,
  addLabel,
  addPath,
  listPath,
  isAdding,
  renderAddDialog,
  list,
  listParams,
  pageSize,
  columns,
  emptyText,
  search,
  filters,
  renderPanel,
  isDense = false,
  children,
}: EntityListPageProps<Item>) {
  const navigate = useNavigate();
  const [openItemId, setOpenItemId] = useOpenItemParam();
  const { page, searchText, changePage, changeSearchText } = listParams;
  const rows = list.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <button type="button" className="button button--primary" onClick={() => navigate(addPath)}>
            <Icon name="plus" size={16} /> {addLabel}
          </button>
        }
      />
      <section className={isDense ? 'card card--dense' : 'card'}>
        {(search || filters) && (
          <div className="card__toolbar">
            {search && (
              <SearchBox
                // A new search from the address (the top-bar search) replaces what was typed here.
                key={searchText}
                label={search.label}
                placeholder={search.placeholder}
                hint={search.hint}
                initialValue={searchText}
                onSearch={changeSearchText}
              />
            )}
            {filters}
          </div>
        )}
        <DataTable
          label={title}
          columns={columns}
          rows={rows}
          rowKey={(item) => item._id}
          onRowClick={renderPanel && ((item) => setOpenItemId(item._id))}
          isLoading={list.isPending}
          loadFailed={listLoadFailed(list)}
          onRetry={() => void list.refetch()}
          emptyText={emptyTextOf(list.data, search && searchText ? search.noMatchText : emptyText)}
        />
        <PagedListFooter
          itemCount={list.data?.items.length}
          page={page}
          pageSize={pageSize}
          total={list.data ? list.data.total : 0}
          hasMore={list.data && 'has_more' in list.data ? list.data.has_more : false}
          onPageChange={changePage}
        />
      </section>
      {renderPanel && openItemId && renderPanel(openItemId, () => setOpenItemId(null))}
      {children}
      {isAdding && renderAddDialog(() => navigate(listPath))}
    </>
  );
}

/** A search the server stopped at its time bound found nothing yet: say so, not that nothing matches. */
export const SEARCH_CUT_SHORT_TEXT = 'The search took too long and was stopped. Type more of what you are looking for.';

function emptyTextOf(list: ListResponse<unknown> | OpenEndedListResponse<unknown> | undefined, text: string): string {
  return list && 'search_cut_short' in list && list.search_cut_short ? SEARCH_CUT_SHORT_TEXT : text;
}
