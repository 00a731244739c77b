import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { AppShell } from '@/shell/app-shell';
import { LoginRoute } from '../routes/auth/login-route';
import { DashboardRoute } from '../routes/dashboard/dashboard-route';

/** A screen whose first paint is rendered at build time into index.html. */
export type FirstPaintScreen = {
  path: string;
  /** Shown only to a visitor in this state: the app renders something else for the other. */
  signedIn: boolean;
  element: () => ReactElement;
};

/**
 * The screens people land on cold: the sign-in card, and the dashboard a returning user opens.
 * Each is the real route as it first renders on the client (nobody's data yet, every query
 * pending), so the app's first render replaces it with the same pixels.
 */
export const firstPaintScreens: FirstPaintScreen[] = [
  { path: paths.login(), signedIn: false, element: () => <LoginRoute /> },
  {
    path: paths.dashboard(),
    signedIn: true,
    element: () => (
      <AppShell>
        <DashboardRoute />
      </AppShell>
    ),
  },
];

/** The screen as the app's first render shows it: at its path, every query pending. */
export function firstPaintTree(screen: FirstPaintScreen, queries: QueryClient): ReactElement {
  return (
    <QueryClientProvider client={queries}>
      <StaticRouter location={screen.path}>{screen.element()}</StaticRouter>
    </QueryClientProvider>
  );
}

/** The screen's markup (at build time, in Node). */
export function renderFirstPaint(screen: FirstPaintScreen): string {
  return renderToStaticMarkup(firstPaintTree(screen, new QueryClient()));
}
