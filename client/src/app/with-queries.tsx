import { lazy } from 'react';

/**
 * The query cache's code comes with the first part of the page that asks for it, not with the
 * first screen: the sign-in form makes no query. Every such part sits inside a provider of
 * the same cache, so what one part fetched another finds.
 */
export const loadQueryProvider = () => import('@/api/query-provider');

/** A part of the page that is already lazy (and under a Suspense) gets the cache this way. */
export const WithQueries = lazy(() =>
  loadQueryProvider().then((m) => ({ default: m.QueryProvider })),
);
