import { Link } from 'react-router-dom';
import { BoxArrowRight, PersonCircle } from 'react-bootstrap-icons';
import type { CurrentUser } from '@contract/users';
import { paths } from '@/config/paths';

type UserPanelProps = { user: CurrentUser; profileActive: boolean; collapsed: boolean };

const initials = (user: CurrentUser) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

/** Bottom of the sidebar: who is signed in, their company, Profile and Logout. */
export function UserPanel({ user, profileActive, collapsed }: UserPanelProps) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <div className="sidebar-user">
      <div className="sidebar-user-card" title={collapsed ? fullName : undefined}>
        <span className="sidebar-avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="sidebar-user-text">
          <span className="sidebar-user-name">{fullName}</span>
          {user.companyName && <span className="sidebar-user-company">{user.companyName}</span>}
        </span>
      </div>
      <ul className="list-unstyled mb-0">
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
