import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Check2Circle } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { useLogout } from '@/api/auth/logout';
import { AuthError } from './auth-error';

export function LogoutStatus() {
  const { mutate, isIdle, isPending, error } = useLogout();
  const started = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; the server must see one logout only.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (isIdle || isPending) {
    return (
      <div className="text-center py-3" role="status">
        <span className="spinner-border text-primary mb-3" aria-hidden="true" />
        <h1 className="auth-title">Logging Out...</h1>
      </div>
    );
  }
  return (
    <div className="text-center">
      <div className="auth-icon auth-icon-success" aria-hidden="true">
        <Check2Circle aria-hidden="true" />
      </div>
      <h1 className="auth-title">Logout Successful</h1>
      <p className="text-secondary">You have been signed out of this device.</p>
      <AuthError prefix="Error logging out" error={error} />
      <Link to={paths.login()} className="btn btn-primary w-100">
        Return to Login
      </Link>
    </div>
  );
}
