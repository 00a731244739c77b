import type { ReactNode } from 'react';
import type { Icon } from 'react-bootstrap-icons';

type Props = {
  title: string;
  count: number;
  emptyTitle: string;
  emptyHint: string;
  emptyIcon: Icon;
  action?: ReactNode;
  children: ReactNode;
};

/** A drawer section: heading with its count, then the jobs or an empty state. */
export function JobSection({
  title,
  count,
  emptyTitle,
  emptyHint,
  emptyIcon: EmptyIcon,
  action,
  children,
}: Props) {
  const headingId = `job-section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="job-section" aria-labelledby={headingId}>
      <header className="job-section-header">
        <h3 className="job-section-title" id={headingId}>
          <span>{title}</span>
          <span className="job-section-count">{count}</span>
        </h3>
        {action}
      </header>
      {count === 0 ? (
        <div className="job-empty">
          <EmptyIcon aria-hidden="true" />
          <p className="job-empty-title">{emptyTitle}</p>
          <p className="job-empty-hint">{emptyHint}</p>
        </div>
      ) : (
        <ul className="job-list">{children}</ul>
      )}
    </section>
  );
}
