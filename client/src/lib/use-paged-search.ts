import { useState } from 'react';
import { DEFAULT_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

type Options = {
  /** Hold even the first request back until the (empty) search has settled once. */
  waitOnMount?: boolean;
};

/**
 * Page and search of a server-paged table: the search settles for 200 ms before it is sent, a
 * new search starts on page 1, and a page that no longer exists (after a delete) steps back.
 */
export function usePagedSearch({ waitOnMount = false }: Options = {}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const typed = search.trim();
  // null until the first delay has passed, when the first request waits too.
  const debounced = useDebouncedValue<string | null>(
    typed,
    DEFAULT_DEBOUNCE_MS,
    waitOnMount ? null : typed,
  );
  // Reset when the search settles rather than at each key, so one request carries both.
  const [searchedFor, setSearchedFor] = useState(debounced);
  if (searchedFor !== debounced) {
    setSearchedFor(debounced);
    setPage(1);
  }
  /** Call with the page count once a (non-placeholder) answer is there. */
  const keepWithin = (totalPages: number | undefined) => {
    // An answer may count no pages at all: page 1 stays, never page 0.
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) setPage(totalPages);
  };
  return {
    page,
    setPage,
    search,
    setSearch,
    /** The search to send. */
    settled: debounced ?? '',
    /** False until the first delay has passed, when the first request waits. */
    ready: debounced !== null,
    /** Typed but not sent yet. */
    settling: debounced !== typed,
    keepWithin,
  };
}
