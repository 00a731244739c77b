import { z } from 'zod';
import { queryInt } from './envelope';

/** The most rows any list gives at once (the portal's team picker asks for this many). */
export const PAGE_SIZE_MAX = 200;
export const PAGE_MAX = 1000;
export const SEARCH_MAX = 200;

const pageSize = (fallback: number) => queryInt(fallback, 1, PAGE_SIZE_MAX);

/**
 * The query every paged list takes: `page`, a page size under the list's own name (`rowsPerPage`
 * or `size`, as the API names it) and a search text, with the same bounds everywhere.
 */
export const pageQuery = <K extends 'rowsPerPage' | 'size'>(sizeKey: K, defaultSize: number) =>
  z.object({
    page: queryInt(1, 1, PAGE_MAX),
    search: z.string().trim().max(SEARCH_MAX).optional().default(''),
    ...({ [sizeKey]: pageSize(defaultSize) } as Record<K, ReturnType<typeof pageSize>>),
  });
