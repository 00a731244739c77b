import { createContext, use, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  useRoutes,
  type Location,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { loadQueryProvider } from './with-queries';

/**
 * What a route's check is given: the address being opened, within the portal (without its
 * base), and its path parameters.
 */
export type GuardArgs = { url: URL; params: Params };

/**
 * A route of the portal's table: its check (`loader`) runs before its screen shows, and its
 * screen's code is fetched on first use. A redirect the check throws or returns sends the
 * visitor elsewhere; anything else it returns, the screen reads with `useRouteData`.
 */
export type PortalRoute = {
  path?: string;
  element?: ReactNode;
  loader?: (args: GuardArgs) => unknown;
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** A screen that makes no query (sign-in) shows without waiting for the query cache's code. */
  withoutQueries?: true;
  children?: PortalRoute[];
};

type Provider = ComponentType<{ children: ReactNode }>;
type Outcome =
  | { redirectTo: string }
  | { Component: ComponentType | null; Provider: Provider | null; data: unknown };

const RouteData = createContext<unknown>(undefined);

/** What the route's check returned (the not-found screen: signed in or not). */
export const useRouteData = <T,>() => use(RouteData) as T;

/**
 * The checks of the latest few navigations, by history entry: a render of a navigation finds
 * its checks again (every route of it started at once: the shell's check and code and the
 * screen's code in parallel), and a new visit to an entry (Back, Forward) runs them again.
 */
const KEPT_NAVIGATIONS = 4;
const navigations = new Map<string, Map<PortalRoute, Promise<Outcome>>>();
/** The entry the routes last rendered (the page's own before the first render). */
let shownKey: string | null = null;

/** A navigation renders: coming to another entry than the one shown, its earlier checks go. */
function visit(key: string): void {
  if (key === shownKey) return;
  shownKey = key;
  navigations.delete(key);
}

function outcomesOf(key: string): Map<PortalRoute, Promise<Outcome>> {
  let outcomes = navigations.get(key);
  if (!outcomes) {
    navigations.set(key, (outcomes = new Map()));
    for (const old of [...navigations.keys()].slice(0, -KEPT_NAVIGATIONS)) navigations.delete(old);
  }
  return outcomes;
}

/**
 * Marks a promise with the fields React's `use` reads (status, value, reason): once settled it is
 * read at once instead of suspending the render again, so the first render after the hand-over
 * shows the screen in one commit.
 */
function track<T>(promise: Promise<T>): Promise<T> {
  const fields = promise as Promise<T> & Record<string, unknown>;
  fields.status = 'pending';
  // Block bodies: returning `fields` (the promise itself) would make the result follow it.
  promise.then(
    (value) => {
      Object.assign(fields, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(fields, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** Where a check's redirect leads (react-router's `redirect()` makes a Response with a Location). */
const redirectOf = (answer: unknown) =>
  answer instanceof Response ? answer.headers.get('Location') : null;

async function settle(route: PortalRoute, args: GuardArgs): Promise<Outcome> {
  const code = route.lazy?.();
  const queries = route.lazy && !route.withoutQueries ? loadQueryProvider() : undefined;
  // Both are awaited below, unless the check redirects: then neither is needed, nor its failure.
  code?.catch(() => {});
  queries?.catch(() => {});
  let data: unknown;
  try {
    data = await route.loader?.(args);
  } catch (thrown) {
    if (redirectOf(thrown) === null) throw thrown;
    data = thrown;
  }
  const redirectTo = redirectOf(data);
  if (redirectTo !== null) return { redirectTo };
  return {
    Component: code ? (await code).Component : null,
    Provider: queries ? (await queries).QueryProvider : null,
    data,
  };
}

function outcomeOf(route: PortalRoute, location: Location, params: Params): Promise<Outcome> {
  const outcomes = outcomesOf(location.key);
  let outcome = outcomes.get(route);
  if (!outcome) {
    const url = new URL(location.pathname + location.search, window.location.origin);
    outcomes.set(route, (outcome = track(settle(route, { url, params }))));
  }
  return outcome;
}

/**
 * Starts the checks and code of every route that `location` opens, and resolves once all have
 * settled (the first paint's hand-over waits for that).
 */
export function prepareRoutes(routes: RouteObject[], location: Location): Promise<unknown> {
  visit(location.key);
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.allSettled(
    matches
      .filter((m) => m.route.handle)
      .map((m) => outcomeOf(m.route.handle as PortalRoute, location, m.params)),
  );
}

/**
 * The browser's address as the router sees it (react-router's browser history keeps the entry's
 * key and state in `history.state`): before the first render, so that the checks started then
 * are the ones it finds; after it, to tell whether the address moved meanwhile.
 */
export function addressLocation(base: string): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  const root = base.replace(/\/$/, '');
  return {
    pathname: pathname.slice(root.length) || '/',
    search,
    hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}

/** Shows a route once its check has passed and its code has come, or follows its redirect. */
function RouteGate({ route }: { route: PortalRoute }) {
  const outcome = use(outcomeOf(route, useLocation(), useParams()));
  if ('redirectTo' in outcome) return <Navigate to={outcome.redirectTo} replace />;
  const { Component, Provider, data } = outcome;
  const screen = Component ? <Component /> : <Outlet />;
  return <RouteData value={data}>{Provider ? <Provider>{screen}</Provider> : screen}</RouteData>;
}

/** The table as react-router's routes: a route with a check or lazy code renders through a gate. */
export function toRouteObjects(routes: PortalRoute[]): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    handle: route.loader || route.lazy ? route : undefined,
    element: route.loader || route.lazy ? <RouteGate route={route} /> : route.element,
    children: route.children && toRouteObjects(route.children),
  }));
}

/** The screen of the current address: every route it opens starts loading at once. */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  void prepareRoutes(routes, useLocation());
  return useRoutes(routes);
}
