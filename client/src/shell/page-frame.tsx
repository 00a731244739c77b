import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, List, type Icon } from 'react-bootstrap-icons';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { SIDEBAR_ID, useMobileMenu } from './mobile-menu-context';

export type PrimaryAction = {
  name: string;
  /** Shown before the name, e.g. `PlusLg` from react-bootstrap-icons. */
  icon?: Icon;
  variant?:
    'primary' | 'secondary' | 'success' | 'danger' | 'outline-primary' | 'outline-secondary';
  disabled?: boolean;
  onClick: () => void;
};

type PageFrameProps = {
  /** A breadcrumb trail; its last entry is also the page heading. */
  breadcrumbs?: readonly Crumb[];
  showHome?: boolean;
  /** The heading: with a trail, instead of its last entry; without, plain (and a secondary title). */
  title?: string;
  secondaryTitle?: string;
  /** A path, or a handler, for the back arrow. */
  back?: string | (() => void);
  /** At most one. */
  primaryAction?: PrimaryAction;
  /** Said beside the action (a trial's usage of the quota it consumes). */
  actionNote?: ReactNode;
  width?: 'normal' | 'wide';
  children: ReactNode;
};

/** The frame every signed-in screen sits in: menu toggle, trail or title, back arrow, one action. */
export function PageFrame({
  breadcrumbs,
  showHome,
  title,
  secondaryTitle,
  back,
  primaryAction,
  actionNote,
  width = 'normal',
  children,
}: PageFrameProps) {
  const menu = useMobileMenu();
  const heading = title ?? breadcrumbs?.at(-1)?.label;
  return (
    <div className={`page-frame page-frame-${width}`}>
      <header className="page-header">
        {menu && (
          <button
            type="button"
            className="page-icon-button page-menu-toggle"
            aria-label="Open menu"
            aria-expanded={menu.isOpen}
            aria-controls={SIDEBAR_ID}
            onClick={menu.open}
            data-tour="menu"
          >
            <List aria-hidden="true" />
          </button>
        )}
        {back && <BackArrow back={back} />}
        <div className="page-heading">
          {breadcrumbs && <Breadcrumbs items={breadcrumbs} showHome={showHome} />}
          {heading && <h1 className="page-title">{heading}</h1>}
          {!breadcrumbs && secondaryTitle && <p className="page-subtitle">{secondaryTitle}</p>}
        </div>
        {actionNote}
        {primaryAction && (
          <button
            type="button"
            className={`btn btn-${primaryAction.variant ?? 'primary'} page-action`}
            disabled={primaryAction.disabled}
            onClick={primaryAction.onClick}
          >
            {primaryAction.icon && <primaryAction.icon className="me-2" aria-hidden="true" />}
            {primaryAction.name}
          </button>
        )}
      </header>
      <div className="page-body">{children}</div>
    </div>
  );
}

function BackArrow({ back }: { back: string | (() => void) }) {
  const icon = <ArrowLeft aria-hidden="true" />;
  return typeof back === 'string' ? (
    <Link to={back} className="page-icon-button" aria-label="Back">
      {icon}
    </Link>
  ) : (
    <button type="button" className="page-icon-button" aria-label="Back" onClick={back}>
      {icon}
    </button>
  );
}
