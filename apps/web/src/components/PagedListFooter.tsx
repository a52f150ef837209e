import { ListFooter } from './ListFooter';

interface PagedListFooterProps {
  /** Items on the current page; undefined while they are not known (loading, or the list failed to load). */
  itemCount: number | undefined;
  page: number;
  pageSize: number;
  /** Items on every page together, as the server counts them; null when it did not count them (OpenEndedListResponse). */
  total: number | null;
  /** With a null total: whether a next page exists, or (a search that stopped early, with onSearchFurther) may exist. */
  hasMore?: boolean;
  /** A search that may stop early: asks the server again for this page, which goes on searching where it stopped. */
  onSearchFurther?: () => void;
  onPageChange: (page: number) => void;
}

/**
 * The list footer of a server-paged list: Prev and Next are enabled only where there is a page to
 * go to. Without a total the server's has_more tells, and Next reads 'More'. A search that may stop
 * early (onSearchFurther) says more may follow; Next goes on from a full page, "Search further"
 * fills a page that is not full yet.
 */
export function PagedListFooter({ itemCount, page, pageSize, total, hasMore = false, onSearchFurther, onPageChange }: PagedListFooterProps) {
  const counted = total !== null;
  const moreMayFollow = !counted && hasMore && onSearchFurther !== undefined;
  const pageIsFull = itemCount !== undefined && itemCount >= pageSize;
  return (
    <ListFooter
      itemCount={itemCount}
      page={page}
      hasPreviousPage={page > 1}
      hasNextPage={counted ? page * pageSize < total : hasMore && (pageIsFull || onSearchFurther === undefined)}
      isOpenEnded={!counted}
      moreMayFollow={moreMayFollow}
      onSearchFurther={moreMayFollow && !pageIsFull ? onSearchFurther : undefined}
      onPageChange={onPageChange}
    />
  );
}
