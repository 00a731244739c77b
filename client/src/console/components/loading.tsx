import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';

/**
 * Part of a screen on its way: a small spinner and what is loading. The spinner is a span, so
 * the line stays a valid paragraph.
 */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status">
      <Spinner as="span" size="sm" aria-hidden="true" /> {children}
    </p>
  );
}
