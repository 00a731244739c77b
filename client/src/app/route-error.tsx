import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Last-resort screen when a route fails to load or render. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <main className="container py-5 text-center" role="alert">
      <h1 className="h3 mb-3">Something went wrong</h1>
      <p className="text-secondary">{detail}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link className="btn btn-primary" to={paths.home()}>
          Back to Home
        </Link>
      </div>
    </main>
  );
}
