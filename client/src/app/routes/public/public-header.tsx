import '@/styles/public.css';
import { Link } from 'react-router-dom';
import { BoxArrowInRight, Speedometer2 } from 'react-bootstrap-icons';
import { hasValidSession } from '@/api/session';
import { paths } from '@/config/paths';
import { BrandLogo } from '../auth/brand-logo';

/** The way in: "Sign In", or for a signed-in user "Go to Dashboard". */
export function EntryLink({ className }: { className: string }) {
  return hasValidSession() ? (
    <Link to={paths.dashboard()} className={className}>
      <Speedometer2 className="me-2" aria-hidden="true" />
      Go to Dashboard
    </Link>
  ) : (
    <Link to={paths.login()} className={className}>
      <BoxArrowInRight className="me-2" aria-hidden="true" />
      Sign In
    </Link>
  );
}

/** Top bar of the marketing screens. */
export function PublicHeader() {
  return (
    <header className="public-header">
      <nav
        className="container d-flex align-items-center justify-content-between py-3"
        aria-label="Main"
      >
        <BrandLogo light />
        <div className="d-flex gap-2">
          <Link
            to={paths.findPartner()}
            className="btn btn-link text-white text-decoration-none d-none d-sm-inline-block"
          >
            Find a Partner
          </Link>
          <EntryLink className="btn btn-light" />
        </div>
      </nav>
    </header>
  );
}
