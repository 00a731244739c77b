import { useState, type ReactNode } from 'react';
import { TalkToSalesDialog } from './talk-to-sales-dialog';

/** A "Talk to sales" button with its dialog, for anywhere in a hosted world (banner, checklist). */
export function TalkToSalesButton({
  className = 'btn btn-link',
  children = 'Talk to sales',
}: {
  className?: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      <TalkToSalesDialog show={open} onClose={() => setOpen(false)} />
    </>
  );
}
