/** A screen's data did not load: the server's message, and a way to try again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const message = error instanceof Error ? error.message : 'An error occurred';
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">Could not load: {message}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
