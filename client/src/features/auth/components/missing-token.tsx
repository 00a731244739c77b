import { Link } from 'react-router-dom';
import { Link45deg } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { MISSING_TOKEN_MESSAGE } from '../lib/auth-messages';

export function MissingToken() {
  return (
    <div className="text-center">
      <div className="auth-icon auth-icon-danger" aria-hidden="true">
        <Link45deg aria-hidden="true" />
      </div>
      <h1 className="auth-title">Invalid link</h1>
      <div className="alert alert-danger text-start" role="alert">
        {MISSING_TOKEN_MESSAGE}
      </div>
      <Link to={paths.login()} className="btn btn-primary w-100">
        Return to Login
      </Link>
    </div>
  );
}
