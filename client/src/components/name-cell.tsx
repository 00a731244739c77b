import type { ReactNode } from 'react';

type Props = {
  name: ReactNode;
  /** What a column hidden on small screens says about the row: the region, the email… */
  note?: ReactNode;
  /** The breakpoint from which that column shows (the note is only shown below it). */
  columnFrom: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * A row's name in bold. Rows can share a name (a default network per region); on a screen too
 * small for the column that tells them apart, what it says goes under the name.
 */
export function NameCell({ name, note, columnFrom, className = '' }: Props) {
  return (
    <>
      <span className={`fw-semibold ${className}`.trim()}>{name}</span>
      {note != null && note !== '' && (
        <span className={`name-cell-note d-block small text-secondary d-${columnFrom}-none`}>
          {note}
        </span>
      )}
    </>
  );
}
