import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';

type PagedTableProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Disables the pager while a page is on its way. */
  disabled?: boolean;
  children: ReactNode;
};

/** Wraps a table with "Page X of Y" and Previous/Next, shown only when there is a second page. */
export function PagedTable({
  page,
  totalPages,
  onPageChange,
  disabled,
  children,
}: PagedTableProps) {
  return (
    <>
      {children}
      {totalPages > 1 && (
        <nav className="paged-table-footer" aria-label="Pagination">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft className="me-1" aria-hidden="true" />
            Previous
          </button>
          <span className="small text-secondary" aria-live="polite">
            Page {page} of {totalPages}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={disabled || page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight className="ms-1" aria-hidden="true" />
          </button>
        </nav>
      )}
    </>
  );
}
