import { Link } from 'react-router-dom';
import { HouseDoor } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';

export type Crumb = { label: string; to?: string };

type BreadcrumbsProps = {
  items: readonly Crumb[];
  /** The trail starts with Home (the dashboard) unless turned off. */
  showHome?: boolean;
};

export function Breadcrumbs({ items, showHome = true }: BreadcrumbsProps) {
  const trail: Crumb[] = showHome
    ? [{ label: 'Home', to: paths.dashboard() }, ...items]
    : [...items];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumb app-breadcrumb mb-0">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          const icon =
            showHome && index === 0 ? <HouseDoor className="me-1" aria-hidden="true" /> : null;
          return (
            <li
              key={`${index}-${crumb.label}`}
              className={`breadcrumb-item${isLast ? ' active' : ''}`}
            >
              {isLast || !crumb.to ? (
                <span aria-current={isLast ? 'page' : undefined}>
                  {icon}
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to}>
                  {icon}
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
