import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { consoleRoutes } from '../routes';

// Lazy screens load on a busy machine: waits end on the element, not on a short default.
configure({ asyncUtilTimeout: 10_000 });

/** The console at `path`, with a fresh query cache and the real route table. */
export function renderConsole(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const seller = { kind: 'seller', id: 's1', email: 'ann@example.com', name: 'Ann' };
export const created = (data: unknown) => ({ status: 201, data: { message: 'Created', data } });
