import { Link } from 'react-router-dom';
import type { Icon } from 'react-bootstrap-icons';

type LinkCardProps = {
  to: string;
  icon: Icon;
  title: string;
  description: string;
  /** A card that opens in a new window (an external form) instead of a portal route. */
  external?: boolean;
  large?: boolean;
};

/** A whole card that is one link: icon, title and what is behind it. */
export function LinkCard({
  to,
  icon: CardIcon,
  title,
  description,
  external,
  large,
}: LinkCardProps) {
  const body = (
    <>
      <CardIcon className="link-card-icon" aria-hidden="true" />
      <span className="link-card-text">
        <span className="link-card-title">{title}</span>
        <span className="link-card-description">{description}</span>
      </span>
    </>
  );
  const className = `link-card card${large ? ' link-card-large' : ''}`;
  return external ? (
    <a className={className} href={to} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <Link className={className} to={to}>
      {body}
    </Link>
  );
}
