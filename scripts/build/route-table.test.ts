import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byPrecedence, pathPattern, readRouteTable } from './route-table';

const table = `
const portalRoutes: PortalRoute[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', lazy: () => import('./routes/home').then((m) => ({ Component: m.Home })) },
      {
        loader: requireSession,
        lazy: () => import('@/shell/app-shell').then((m) => ({ Component: m.AppShell })),
        children: [
          { path: '/vms/:id', lazy: () => import('./routes/vm') },
          { path: 'edit', lazy: () => import('./routes/edit') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];`;

describe('readRouteTable', () => {
  it('lists every path with the lazy modules and loaders of its route and its layouts, outermost first', () => {
    expect(readRouteTable(table)).toEqual([
      { path: '/', imports: ['./routes/home'], loaders: [] },
      {
        path: '/vms/:id',
        imports: ['@/shell/app-shell', './routes/vm'],
        loaders: ['requireSession'],
      },
      {
        path: '/edit',
        imports: ['@/shell/app-shell', './routes/edit'],
        loaders: ['requireSession'],
      },
      { path: '/*', imports: ['./routes/not-found'], loaders: [] },
    ]);
  });

  it("reads the portal's own route table: the sign-in screen loads no signed-in layout, every area's screen its own code", () => {
    const routes = readRouteTable(readFileSync('client/src/app/router.tsx', 'utf8'));
    expect(routes.find((r) => r.path === '/login')?.imports).toEqual(['./routes/auth/login-route']);
    expect(routes.find((r) => r.path === '/dashboard')?.imports).toEqual([
      '@/shell/app-shell',
      './routes/dashboard/dashboard-route',
    ]);
    expect(routes.find((r) => r.path === '/support/faq')?.imports).toEqual([
      '@/shell/app-shell',
      './routes/support/support-routes',
    ]);
    expect(routes.find((r) => r.path === '/partnerCenter/playbooks')?.imports).toEqual([
      '@/shell/app-shell',
      './routes/partner-center/partner-center-routes',
    ]);
  });
});

describe('pathPattern', () => {
  const matches = (path: string, pathname: string) => new RegExp(pathPattern(path)).test(pathname);

  it('matches a path with or without a trailing slash, and nothing longer', () => {
    expect(matches('/login', '/login')).toBe(true);
    expect(matches('/login', '/login/')).toBe(true);
    expect(matches('/login', '/login/x')).toBe(false);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/x')).toBe(false);
  });

  it('lets a parameter stand for exactly one segment', () => {
    expect(matches('/vms/:id', '/vms/12')).toBe(true);
    expect(matches('/vms/:id', '/vms/12/edit')).toBe(false);
    expect(matches('/vms/:id/edit', '/vms/12/edit')).toBe(true);
  });

  it('lets the catch-all match anything, and ranks it last', () => {
    expect(matches('/*', '/anything/at/all')).toBe(true);
    const sorted = [{ path: '/*' }, { path: '/vms/:id' }, { path: '/vms' }]
      .map((r) => ({ ...r, imports: [], loaders: [] }))
      .sort(byPrecedence);
    expect(sorted.map((r) => r.path)).toEqual(['/vms', '/vms/:id', '/*']);
  });
});
