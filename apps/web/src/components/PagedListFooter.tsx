import { ListFooter } from './ListFooter';

interface PagedListFooterProps {
  /** Items on the current page; undefined while they are not known (loading, or the list failed to load). */
  itemCount: number | undefined;
  page: number;
  pageSize: number;
  /** Items on every page together, as the server counts them. */
  total: number;
  onPageChange: (page: number) => void;
}

/** The list footer of a server-paged list: Prev and Next are enabled only where there is a page to go to. */
export function PagedListFooter({ itemCount, page, pageSize, total, onPageChange }: PagedListFooterProps) {
  return (
    <ListFooter
      itemCount={itemCount}
      page={page}
      hasPreviousPage={page > 1}
      hasNextPage={page * pageSize < total}
      onPageChange={onPageChange}
    />
  );
}
