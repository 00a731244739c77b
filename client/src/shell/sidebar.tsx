import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDoubleLeft, ChevronDoubleRight, XLg } from 'react-bootstrap-icons';
import type { CurrentUser } from '@contract/users';
import { readCompanyDetails } from '@/lib/company-details';
import { SIDEBAR_ID } from './mobile-menu-context';
import { activeNavTarget, navItemsFor } from './nav-items';
import { SideNav } from './side-nav';
import { SandboxBadge } from './sandbox-badge';
import { SidebarLogo } from './sidebar-logo';
import { UserPanel } from './user-panel';

type SidebarProps = {
  /** Undefined while the current user loads: the sidebar shows what it can already. */
  user: CurrentUser | undefined;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onCloseMobile: () => void;
  /** Offered where the portal has a tour (a hosted world). */
  onTakeTour?: () => void;
};

// The checklist's progress comes after the first paint, and only where a sandbox offers it.
const GettingStartedIndicator = lazy(() =>
  import('@/features/getting-started').then((m) => ({ default: m.GettingStartedIndicator })),
);

// Until the user is known, the items every user has; a reseller's own item is added after.
const NOT_A_RESELLER = { isReseller: false };

/** Docked on wide screens (collapsible), a slide-in menu below 1024 px. */
export function Sidebar({
  user,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  onCloseMobile,
  onTakeTour,
}: SidebarProps) {
  const { pathname, search } = useLocation();
  const active = activeNavTarget(pathname, search, user?.id ?? null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Opening the menu by keyboard puts focus inside it, not behind the backdrop.
  useEffect(() => {
    if (mobileOpen) closeButton.current?.focus();
  }, [mobileOpen]);

  return (
    <aside id={SIDEBAR_ID} className="app-sidebar" aria-label="Sidebar">
      <div className="sidebar-top">
        <SidebarLogo branding={user ?? readCompanyDetails()} />
        <button
          ref={closeButton}
          type="button"
          className="sidebar-icon-button sidebar-close"
          aria-label="Close menu"
          onClick={onCloseMobile}
        >
          <XLg aria-hidden="true" />
        </button>
      </div>
      <SideNav items={navItemsFor(user ?? NOT_A_RESELLER)} active={active} collapsed={collapsed} />
      {user && (
        <Suspense fallback={null}>
          <GettingStartedIndicator collapsed={collapsed} />
        </Suspense>
      )}
      <SandboxBadge />
      <UserPanel
        user={user}
        profileActive={active === 'profile'}
        collapsed={collapsed}
        onTakeTour={onTakeTour}
      />
      <button
        type="button"
        className="sidebar-collapse"
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
        title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        onClick={onToggleCollapsed}
      >
        {collapsed ? (
          <ChevronDoubleRight aria-hidden="true" />
        ) : (
          <ChevronDoubleLeft aria-hidden="true" />
        )}
        <span className="sidebar-label">Collapse</span>
      </button>
    </aside>
  );
}
