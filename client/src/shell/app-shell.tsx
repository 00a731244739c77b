import '@/styles/shell.css';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { CloudSlash } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/api/auth/get-current-user';
import { isHostedWorld } from '@/lib/is-hosted-world';
import { MobileMenuContext } from './mobile-menu-context';
import { SignedInBranding } from './signed-in-branding';
import { Sidebar } from './sidebar';
import { useFocusHeading } from './use-focus-heading';
import { useMobileMenuState } from './use-mobile-menu-state';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

// The Job Status button, drawer and polling come just after the screen's first paint.
const JobTracker = lazy(() => import('@/features/jobs').then((m) => ({ default: m.JobTracker })));
// The tour is a hosted world's only, and comes after the first paint too.
const Tour = lazy(() => import('@/features/tour').then((m) => ({ default: m.Tour })));

/** The signed-in layout: sidebar plus the routed screen (or the given one, e.g. not-found). */
export function AppShell({ children }: { children?: ReactNode }) {
  const { data: user, error, isPending, refetch } = useCurrentUser();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const menu = useMobileMenuState();
  const main = useRef<HTMLElement>(null);
  useFocusHeading(main);
  const touring = isHostedWorld();
  const [tourRequest, setTourRequest] = useState(0);
  const takeTour = useCallback(() => setTourRequest((n) => n + 1), []);
  const menuControls = useMemo(
    () => ({ isOpen: menu.isOpen, open: menu.open }),
    [menu.isOpen, menu.open],
  );

  // The frame and the screen paint at once; the user's own parts follow when /users/me answers.
  if (!user && !isPending) {
    return (
      <div className="shell-status" role="alert">
        <CloudSlash className="fs-2 text-secondary" aria-hidden="true" />
        {/* The auth area already prefixes this ("Error checking auth: ..."). */}
        <span>{error?.message ?? 'Your account could not be loaded.'}</span>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            Try again
          </button>
          <Link className="btn btn-outline-secondary" to={paths.logout()}>
            Logout
          </Link>
        </div>
      </div>
    );
  }

  const shellClass = `app-shell${collapsed ? ' is-collapsed' : ''}${menu.isOpen ? ' is-menu-open' : ''}`;
  return (
    <div className={shellClass}>
      <SignedInBranding />
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <Sidebar
        user={user}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        mobileOpen={menu.isOpen}
        onCloseMobile={menu.close}
        onTakeTour={touring ? takeTour : undefined}
      />
      {menu.isOpen && (
        <div className="app-shell-backdrop" aria-hidden="true" onClick={menu.close} />
      )}
      <MobileMenuContext.Provider value={menuControls}>
        <main ref={main} id="main-content" className="app-shell-main" tabIndex={-1}>
          {touring && (
            <Suspense fallback={null}>
              <Tour user={user} request={tourRequest} />
            </Suspense>
          )}
          {children ?? <Outlet />}
        </main>
      </MobileMenuContext.Provider>
      <Suspense fallback={null}>
        <JobTracker />
      </Suspense>
    </div>
  );
}
