import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { BoxArrowRight, PersonCircle, Signpost } from 'react-bootstrap-icons';
import type { CurrentUser } from '@contract/users';
import { paths } from '@/config/paths';
import { readCompanyDetails } from '@/lib/company-details';
import { ColorSchemeSelect } from './color-scheme-select';

type UserPanelProps = {
  /** Undefined while the current user loads. */
  user: CurrentUser | undefined;
  profileActive: boolean;
  collapsed: boolean;
  onTakeTour?: () => void;
};

// The way back to a dismissed checklist, where a sandbox offers one.
const ShowGettingStarted = lazy(() =>
  import('@/features/getting-started').then((m) => ({ default: m.ShowGettingStarted })),
);

const initials = (user: CurrentUser) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

/**
 * Bottom of the sidebar: who is signed in, their company, the theme (not in the docked icon
 * strip: the sidebar opens to change it), Profile and Logout.
 */
export function UserPanel({ user, profileActive, collapsed, onTakeTour }: UserPanelProps) {
  return (
    <div className="sidebar-user">
      {user ? <UserCard user={user} collapsed={collapsed} /> : <UserCardPlaceholder />}
      <ul className="list-unstyled mb-0">
        {!collapsed && (
          <li>
            <ColorSchemeSelect />
          </li>
        )}
        {user && (
          <li>
            <Link
              to={paths.user(user.id)}
              className={`sidebar-link${profileActive ? ' active' : ''}`}
              aria-current={profileActive ? 'page' : undefined}
              title={collapsed ? 'Profile' : undefined}
            >
              <PersonCircle aria-hidden="true" />
              <span className="sidebar-label">Profile</span>
            </Link>
          </li>
        )}
        {user && (
          <Suspense fallback={null}>
            <ShowGettingStarted collapsed={collapsed} />
          </Suspense>
        )}
        {!user && (
          <li className="sidebar-link" aria-hidden="true">
            <PersonCircle aria-hidden="true" />
            <span className="sidebar-label">Profile</span>
          </li>
        )}
        {onTakeTour && (
          <li>
            <button
              type="button"
              className="sidebar-link"
              title={collapsed ? 'Take the tour' : undefined}
              onClick={onTakeTour}
            >
              <Signpost aria-hidden="true" />
              <span className="sidebar-label">Take the tour</span>
            </button>
          </li>
        )}
        <li>
          <Link
            to={paths.logout()}
            className="sidebar-link"
            title={collapsed ? 'Logout' : undefined}
          >
            <BoxArrowRight aria-hidden="true" />
            <span className="sidebar-label">Logout</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}

function UserCard({ user, collapsed }: { user: CurrentUser; collapsed: boolean }) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <div className="sidebar-user-card" title={collapsed ? fullName : undefined}>
      <span className="sidebar-avatar" aria-hidden="true">
        {initials(user)}
      </span>
      <span className="sidebar-user-text">
        <span className="sidebar-user-name">{fullName}</span>
        {user.companyName && <span className="sidebar-user-company">{user.companyName}</span>}
      </span>
    </div>
  );
}

/** The card's shape while the user loads, as tall as the card will be (no jump when it comes). */
function UserCardPlaceholder() {
  const company = readCompanyDetails()?.companyName;
  return (
    <div className="sidebar-user-card placeholder-glow" role="status">
      <span className="sidebar-avatar placeholder" aria-hidden="true" />
      <span className="sidebar-user-text" aria-hidden="true">
        <span className="sidebar-user-name">
          <span className="placeholder col-9" />
        </span>
        {company && <span className="sidebar-user-company">{company}</span>}
      </span>
      <span className="visually-hidden">Loading your account...</span>
    </div>
  );
}
