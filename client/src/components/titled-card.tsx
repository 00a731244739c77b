import { useId, type ReactNode } from 'react';
import type { Icon } from 'react-bootstrap-icons';

type TitledCardProps = {
  /** Before the title, e.g. `HddStack` from react-bootstrap-icons. */
  icon: Icon;
  title: string;
  /** Shown at the right of the header (status badge, refresh). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A screen's card: a titled section whose heading names it for assistive technology. */
export function TitledCard({ icon: CardIcon, title, actions, children }: TitledCardProps) {
  const titleId = useId();
  return (
    <section className="card vm-card" aria-labelledby={titleId}>
      <div className="vm-card-header">
        <h2 id={titleId} className="vm-card-title">
          <CardIcon aria-hidden="true" /> {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
