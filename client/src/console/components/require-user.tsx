import { Navigate, Outlet, useLocation } from 'react-router-dom';
import Spinner from 'react-bootstrap/Spinner';
import { useMe } from '../api/queries';
import { LoadFailed } from './load-failed';

/** The screens of a signed-in seller or operator; anyone else goes to sign in. */
export function RequireUser() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending)
    return (
      <div className="p-4" role="status">
        <Spinner size="sm" aria-hidden="true" /> Loading...
      </div>
    );
  if (me.isError) {
    const status = (me.error as { status?: number }).status;
    if (status === 401 || status === 403)
      return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
    return <LoadFailed error={me.error} retry={() => void me.refetch()} />;
  }
  return <Outlet />;
}
