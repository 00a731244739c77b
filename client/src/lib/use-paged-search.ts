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
  const [searchedFor, setSearchedFor] = useState(settled);
  if (searchedFor !== settled) {
    setSearchedFor(settled);
    setPage(1);
  }
  /** Call with the page count once a (non-placeholder) answer is there. */
  const keepWithin = (totalPages: number | undefined) => {
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) setPage(totalPages);
  };
  return { page, setPage, search, setSearch, settled, keepWithin };
}
