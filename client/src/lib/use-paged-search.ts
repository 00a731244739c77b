import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Page and search of a server-paged table: the search settles for 200 ms before it is sent, a
 * new search starts on page 1, and a page that no longer exists (after a delete) steps back.
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  // Reset when the search settles rather than at each key, so one request carries both.
  const [searchedFor, setSearchedFor] = useState(settled);
  if (searchedFor !== settled) {
    setSearchedFor(settled);
    setPage(1);
  }
  /** Call with the page count once a (non-placeholder) answer is there. */
  const keepWithin = (totalPages: number | undefined) => {
    // An answer may count no pages at all: page 1 stays, never page 0.
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) setPage(totalPages);
  };
  return { page, setPage, search, setSearch, settled, keepWithin };
}
