import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from '../components/SearchBox';
import { searchEverywhere } from './globalSearch';

/** Moves focus among the search field and the result links with the arrow keys. */
function moveFocus(container: HTMLElement, step: 1 | -1): void {
  const stops = Array.from(container.querySelectorAll<HTMLElement>('input, .search-results a'));
  const next = stops[stops.indexOf(document.activeElement as HTMLElement) + step];
  next?.focus();
}

/**
 * Enter searches users, domains and SMTP accounts and lists the matches beneath the box,
 * grouped by kind; choosing one opens it on its own screen.
 */
export function TopBarSearch() {
  const containerRef = useRef<HTMLDivElement>(null);
  const [searchText, setSearchText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  const results = useQuery({
    queryKey: ['global-search', searchText],
    queryFn: () => searchEverywhere(searchText),
    enabled: searchText !== '',
    staleTime: 0,
  });

  // A click anywhere else closes the results.
  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [isOpen]);

  const search = (text: string) => {
    setSearchText(text);
    setOpen(text !== '');
    // Enter on the same text searches again rather than showing what was found before.
    if (text === searchText) void results.refetch();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isOpen || !containerRef.current) return;
    if (event.key === 'Escape') {
      close();
      containerRef.current.querySelector('input')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(containerRef.current, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const groups = results.data ?? [];

  return (
    <div ref={containerRef} className="top-bar__search" onKeyDown={onKeyDown}>
      <SearchBox label="Search" placeholder="Search users, domains, SMTP accounts…" onSearch={search} />
      {isOpen && (
        <div className="search-results" role="region" aria-label="Search results">
          {results.isFetching && groups.length === 0 ? (
            <p className="search-results__message">Searching…</p>
          ) : groups.length === 0 ? (
            <p className="search-results__message">No users, domains or SMTP accounts match “{searchText}”.</p>
          ) : (
            groups.map((group) => (
              <section key={group.title} className="search-results__group" aria-label={group.title}>
                <header className="search-results__group-header">
                  <h3>{group.title}</h3>
                  <Link to={group.allResultsPath} onClick={close}>
                    Show all
                  </Link>
                </header>
                <ul>
                  {group.hits.map((hit) => (
                    <li key={hit.id}>
                      <Link to={hit.path} className="search-results__hit" onClick={close}>
                        <span className="search-results__label">{hit.label}</span>
                        {hit.detail && <span className="search-results__detail">{hit.detail}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      )}
    </div>
  );
}
