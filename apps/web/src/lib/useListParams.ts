import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  page: number;
  /** '' when the list is not searched. */
  searchText: string;
  changePage: (page: number) => void;
  /** A new search starts again at page 1. */
  changeSearchText: (text: string) => void;
}

/**
 * The page and search text of a list screen, kept in the address (?page=&search=) so reload and
 * the back button keep them. The users screen reads its search from ?q=, where the top-bar search
 * sends it (`usersSearchPath`); the reports screen searches the log by ?recipient=.
 */
export function useListParams(searchParam: 'search' | 'q' | 'recipient' = 'search'): ListParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const searchText = searchParams.get(searchParam) ?? '';
  const update = (changes: { page: number; search?: string }) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
      if (changes.search !== undefined) {
        if (changes.search) next.set(searchParam, changes.search);
        else next.delete(searchParam);
      }
      return next;
    });
  return {
    page,
    searchText,
    changePage: (nextPage) => update({ page: nextPage }),
    changeSearchText: (text) => update({ page: 1, search: text }),
  };
}
