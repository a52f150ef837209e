import { ListFooter } from './ListFooter';

interface PagedListFooterProps {
  /** Items on the current page; undefined while they are not known (loading, or the list failed to load). */
  itemCount: number | undefined;
  page: number;
  pageSize: number;
  /** Items on every page together, as the server counts them; null when it did not count them all (OpenEndedListResponse). */
  total: number | null;
  /** With a null total: whether the server says a next page may have items. */
  hasMore?: boolean;
  onPageChange: (page: number) => void;
}

/**
 * The list footer of a server-paged list: Prev and Next are enabled only where there is a page to
 * go to. A list the server did not count ("more" mode) pages on while the server says more may follow.
 */
export function PagedListFooter({ itemCount, page, pageSize, total, hasMore = false, onPageChange }: PagedListFooterProps) {
  const counted = total !== null;
  return (
    <ListFooter
      itemCount={itemCount}
      page={page}
      hasPreviousPage={page > 1}
      hasNextPage={counted ? page * pageSize < total : hasMore}
      moreMayFollow={!counted && hasMore}
      onPageChange={onPageChange}
    />
  );
}
