import '@/styles/public.css';
import { Link } from 'react-router-dom';
import { BoxArrowInRight } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { BrandLogo } from '../auth/brand-logo';

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
          <Link to={paths.login()} className="btn btn-light">
            <BoxArrowInRight className="me-1" aria-hidden="true" />
            Sign In
          </Link>
        </div>
      </nav>
    </header>
  );
}
