import { ListFooter } from './ListFooter';

interface PagedListFooterProps {
  /** Items on the current page; undefined while they are not known (loading, or the list failed to load). */
  itemCount: number | undefined;
  page: number;
  pageSize: number;
  /** Items on every page together, as the server counts them; null where it does not count (see hasMore). */
  total: number | null;
  /** From an uncounted list (OpenEndedListResponse): whether a next page exists. */
  hasMore?: boolean;
  onPageChange: (page: number) => void;
}

/**
 * The list footer of a server-paged list: Prev and Next are enabled only where there is a page to
 * go to. Without a total, the server's has_more tells, and the pager shows 'More'.
 */
export function PagedListFooter({ itemCount, page, pageSize, total, hasMore = false, onPageChange }: PagedListFooterProps) {
  return (
    <ListFooter
      itemCount={itemCount}
      page={page}
      hasPreviousPage={page > 1}
      hasNextPage={total === null ? hasMore : page * pageSize < total}
      isOpenEnded={total === null}
      onPageChange={onPageChange}
    />
  );
}
