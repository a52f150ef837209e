interface ListFooterProps {
  /** Items on the current page; undefined while they are not known (loading, or the list failed to load). */
  itemCount: number | undefined;
  page: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  /**
   * The server did not count the whole list: Next reads 'More' while there is a next page.
   */
  isOpenEnded?: boolean;
  /**
   * A search that stopped early: the count says more may follow, and Next stays open to look for them.
   */
  moreMayFollow?: boolean;
  /** With moreMayFollow: asks the server to go on searching for this page's items. */
  onSearchFurther?: () => void;
  onPageChange: (page: number) => void;
}

/** 'Showing N items' with Prev / page / Next under a list; no count until the items are known, never a false 0. */
export function ListFooter({ itemCount, page, hasPreviousPage, hasNextPage, isOpenEnded = false, moreMayFollow = false, onSearchFurther, onPageChange }: ListFooterProps) {
  return (
    <div className="list-footer">
      {itemCount !== undefined && (
        <span className="list-footer__count">
          Showing {itemCount} {itemCount === 1 ? 'item' : 'items'}
          {moreMayFollow && '; more may follow'}
        </span>
      )}
      {moreMayFollow && onSearchFurther && (
        <button type="button" className="button button--small" onClick={onSearchFurther}>
          Search further
        </button>
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
