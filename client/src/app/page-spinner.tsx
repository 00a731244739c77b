/** Shown while a lazy screen's code or its loader is on its way. */
export function PageSpinner() {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
