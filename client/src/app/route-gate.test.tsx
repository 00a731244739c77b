import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { Link, MemoryRouter, redirect, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteTree, toRouteObjects, useRouteData, type PortalRoute } from './route-gate';

/** A screen module whose screen is `Component`. */
const showing = (Component: ComponentType) => () => Promise.resolve({ Component });

/** A screen module whose screen is a heading, `name`. */
const screenOf = (name: string) =>
  showing(() => (
    <>
      <h1>{name}</h1>
      <p>at {useLocation().pathname}</p>
    </>
  ));

/** The signed-in screen of the visit tests, with a way elsewhere. */
const Dashboard = () => (
  <>
    <h1>Dashboard</h1>
    <Link to="/other">Other</Link>
  </>
);

/** A login check whose session can end partway through a test. */
function sessionCheck() {
  let signedIn = true;
  const check = vi.fn(() => {
    if (!signedIn) throw redirect('/login');
    return null;
  });
  return { check, signOut: () => (signedIn = false) };
}

function deferred<T = null>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Rendered in an awaited act: a screen that waits on its check is shown once it has settled. */
async function renderAt(path: string, table: PortalRoute[]) {
  const routes = toRouteObjects(table);
  return act(async () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary>
          <Suspense fallback={<p role="status">Loading...</p>}>
            <RouteTree routes={routes} />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    ),
  );
}

describe('the route gate', () => {
  it('shows a screen once its check has passed and its code has come', async () => {
    await renderAt('/a', [{ path: '/a', loader: () => null, lazy: screenOf('Screen A') }]);
    expect(await screen.findByRole('heading', { name: 'Screen A' })).toBeTruthy();
  });

  it('follows a redirect the check throws, without showing the screen', async () => {
    const guarded = vi.fn(screenOf('Secret'));
    await renderAt('/secret', [
      { path: '/', lazy: screenOf('Home') },
      {
        path: '/secret',
        loader: () => {
          throw redirect('/');
        },
        lazy: guarded,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Secret' })).toBeNull();
  });

  it('follows a redirect the check returns (an address that only leads elsewhere)', async () => {
    await renderAt('/details', [
      { path: '/list', lazy: screenOf('List') },
      { path: '/details', loader: () => redirect('/list') },
    ]);
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
  });

  it('gives the screen what its check returned, and the address it checked', async () => {
    const DataScreen = () => <h1>{useRouteData<{ word: string }>().word}</h1>;
    await renderAt('/data?word=hello', [
      {
        path: '/data',
        loader: ({ url }) => ({ word: url.searchParams.get('word') }),
        lazy: showing(DataScreen),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'hello' })).toBeTruthy();
  });

  it('starts the shell and the screen inside it at once, not one after the other', async () => {
    const check = deferred();
    const inner = vi.fn(screenOf('Inner'));
    await renderAt('/shell/inner', [
      {
        loader: () => check.promise,
        children: [{ path: '/shell/inner', lazy: inner }],
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    // The shell's check is still running, and the screen's code is on its way already.
    expect(inner).toHaveBeenCalledTimes(1);
    await act(async () => check.resolve(null));
    expect(await screen.findByRole('heading', { name: 'Inner' })).toBeTruthy();
  });

  it('checks again on each visit: a session that ended since sends the next visit away', async () => {
    const session = sessionCheck();
    await renderAt('/dashboard', [
      { path: '/login', lazy: screenOf('Login') },
      {
        loader: session.check,
        children: [
          { path: '/dashboard', lazy: showing(Dashboard) },
          { path: '/other', lazy: screenOf('Other') },
        ],
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    session.signOut();
    await act(async () => screen.getByRole('link', { name: 'Other' }).click());
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Other' })).toBeNull();
  });

  it('checks again when the visitor comes back to an address (Back), and when a render repeats does not', async () => {
    const session = sessionCheck();
    const Other = () => {
      const navigate = useNavigate();
      return (
        <>
          <h1>Other</h1>
          <button onClick={() => void navigate(-1)}>Back</button>
        </>
      );
    };
    await renderAt('/dashboard', [
      { path: '/login', lazy: screenOf('Login') },
      { path: '/other', lazy: showing(Other) },
      { path: '/dashboard', loader: session.check, lazy: showing(Dashboard) },
    ]);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(session.check).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('link', { name: 'Other' }).click());
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy();
    session.signOut();
    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(session.check).toHaveBeenCalledTimes(2);
  });

  it('gives screens the query cache, except one that asks for none', async () => {
    const HasCache = () => {
      let cache = 'a query cache';
      try {
        useQueryClient();
      } catch {
        cache = 'no query cache';
      }
      return <h1>{cache}</h1>;
    };
    const screenWith = showing(HasCache);
    const { unmount } = await renderAt('/with', [{ path: '/with', lazy: screenWith }]);
    expect(await screen.findByRole('heading', { name: 'a query cache' })).toBeTruthy();
    unmount();
    await renderAt('/without', [{ path: '/without', lazy: screenWith, withoutQueries: true }]);
    expect(await screen.findByRole('heading', { name: 'no query cache' })).toBeTruthy();
  });

  it('shows the error screen when a screen cannot load, until the visitor goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/broken', [
      { path: '/broken', lazy: () => Promise.reject(new Error('Failed to fetch the screen')) },
      { path: '/', lazy: screenOf('Home') },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch the screen');
    await act(async () => screen.getByRole('link', { name: 'Back to Home' }).click());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  });
});
