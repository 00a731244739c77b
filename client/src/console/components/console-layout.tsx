import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { NotificationArea } from '@/components/notification-area';
import { keys, useMe } from '../api/queries';
import { saveOperatorKey } from '../api/operator-key';
import { sellersApi } from '../api/sellers-api';

/** The console's frame: who is signed in, the areas, Sign out; focus moves to each new screen. */
export function ConsoleLayout() {
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Not on the first load (the browser's own focus stays); after a navigation, to the title.
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = main.current?.querySelector<HTMLElement>('h1');
    (heading ?? main.current)?.focus();
  }, [location.pathname]);

  return (
    <div className="console">
      <a className="visually-hidden-focusable console-skip" href="#console-main">
        Skip to content
      </a>
      <header className="console-header border-bottom">
        <Link to="/" className="console-brand">
          Sales console
        </Link>
        <SignedIn />
      </header>
      <main id="console-main" ref={main} tabIndex={-1} className="console-main">
        <Outlet />
      </main>
      <NotificationArea />
    </div>
  );
}

function SignedIn() {
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  if (!me.data) return null;
  const signOut = async () => {
    saveOperatorKey(null);
    if (me.data.kind === 'seller') await sellersApi.signOut().catch(() => undefined);
    client.removeQueries({ queryKey: ['console'] });
    client.setQueryData(keys.me, undefined);
    void navigate('/sign-in');
  };
  return (
    <nav className="console-nav" aria-label="Console">
      <NavLink to="/" end className="nav-link">
        Demos
      </NavLink>
      <NavLink to="/trials-kept" className="nav-link">
        Trials kept
      </NavLink>
      <NavLink to="/insights" className="nav-link">
        Insights
      </NavLink>
      <NavLink to="/deliveries" className="nav-link">
        Deliveries
      </NavLink>
      <NavLink to="/mail" className="nav-link">
        Mail
      </NavLink>
      {me.data.kind === 'operator' && (
        <NavLink to="/sellers" className="nav-link">
          Sellers
        </NavLink>
      )}
      <span className="console-user text-body-secondary">
        {me.data.name}
        {me.data.email ? ` (${me.data.email})` : ''}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => void signOut()}
      >
        Sign out
      </button>
    </nav>
  );
}
