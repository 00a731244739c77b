import { Link } from 'react-router-dom';
import type { ActiveNavTarget, NavItem } from './nav-items';

type SideNavProps = {
  items: readonly NavItem[];
  active: ActiveNavTarget;
  /** Collapsed: icons only, the label stays for screen readers and as a tooltip. */
  collapsed: boolean;
};

/**
 * The navigation list. Plain Links with our own aria-current instead of NavLink: NavLink
 * matches the pathname only, and the Users/Profile rule depends on the query.
 */
export function SideNav({ items, active, collapsed }: SideNavProps) {
  return (
    <nav className="sidebar-nav" aria-label="Main">
      <ul className="list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={`sidebar-link${active === item.key ? ' active' : ''}`}
              aria-current={active === item.key ? 'page' : undefined}
              title={collapsed ? item.label : undefined}
              data-tour={item.key}
            >
              <item.icon aria-hidden="true" />
              <span className="sidebar-label">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
