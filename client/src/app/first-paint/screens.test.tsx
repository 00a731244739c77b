import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintScreens, firstPaintTree, renderFirstPaint } from './screens';

// Nothing here reaches an API: every query waits for an answer that never comes.
const offline = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => {}) } },
  });

let hydrated: Root | null = null;

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('screens painted into index.html', () => {
  it('paint the sign-in card and the dashboard frame', () => {
    const [login, dashboard] = firstPaintScreens.map(renderFirstPaint);
    expect(login).toContain('Welcome back');
    expect(login).toContain('id="login-email"');
    expect(dashboard).toContain('aria-label="Main"');
    expect(dashboard).toContain('Virtual machine usage statistics by size category');
  });

  it.each(firstPaintScreens.map((screen) => [screen.path, screen] as const))(
    '%s: the app’s first render is the painted screen, node for node',
    async (_path, screen) => {
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = renderToString(firstPaintTree(screen, offline()));
      const mismatches: unknown[] = [];
      const logged = vi
        .spyOn(console, 'error')
        .mockImplementation((...args) => mismatches.push(args));
      await act(async () => {
        hydrated = hydrateRoot(container, firstPaintTree(screen, offline()), {
          // A lazy part (the job tracker) is its Suspense fallback on both sides at first: the
          // server says so with this error, the client renders the same fallback.
          onRecoverableError: (error) => {
            if (!String(error).includes('does not support Suspense')) mismatches.push(error);
          },
        });
      });
      expect(mismatches).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
    },
  );
});
