import { useId, type ReactNode } from 'react';

type VmCardProps = {
  /** bootstrap-icons class, e.g. "bi-hdd-stack". */
  icon: string;
  title: string;
  /** Shown at the right of the header (status badge, refresh). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The VM screens' card: a titled section whose heading names it for assistive technology. */
export function VmCard({ icon, title, actions, children }: VmCardProps) {
  const titleId = useId();
  return (
    <section className="card vm-card" aria-labelledby={titleId}>
      <div className="vm-card-header">
        <h2 id={titleId} className="vm-card-title">
          <i className={`bi ${icon}`} aria-hidden="true" /> {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
