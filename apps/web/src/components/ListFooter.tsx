interface ListFooterProps {
  /** Items on the current page; undefined while they are not known (loading, or the list failed to load). */
  itemCount: number | undefined;
  page: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  /**
   * The total is not counted (a filtered list on a large collection): the next-page button reads
   * 'More' while there is a next page.
   */
  isOpenEnded?: boolean;
  onPageChange: (page: number) => void;
}

/** 'Showing N items' with Prev / page / Next under a list; no count until the items are known, never a false 0. */
export function ListFooter({ itemCount, page, hasPreviousPage, hasNextPage, isOpenEnded = false, onPageChange }: ListFooterProps) {
  return (
    <div className="list-footer">
      {itemCount !== undefined && (
        <span className="list-footer__count">
          Showing {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </span>
      )}
      <nav className="list-footer__pages" aria-label="Pages">
        <button type="button" className="button button--small" disabled={!hasPreviousPage} onClick={() => onPageChange(page - 1)}>
          Prev
        </button>
        <button type="button" className="button button--small button--current" aria-current="page">
          {page}
        </button>
        <button type="button" className="button button--small" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)}>
          {isOpenEnded && hasNextPage ? 'More' : 'Next'}
        </button>
      </nav>
    </div>
  );
}
