import { useEffect, useRef, useState } from 'react';
import { Check2, Copy } from 'react-bootstrap-icons';
import { notify } from '@/lib/notify';

/** After a copy the button stays locked this long, showing a tick. */
export const COPY_LOCK_MS = 1000;

type CopyButtonProps = {
  value: string;
  /** What is copied, for the accessible name: "Copy {label}". */
  label?: string;
  className?: string;
};

export function CopyButton({ value, label, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (copied) return;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      notify.error('Could not copy to the clipboard');
      return;
    }
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_LOCK_MS);
  };

  const name = label ? `Copy ${label}` : 'Copy';
  return (
    <button
      type="button"
      className={`btn btn-sm btn-link copy-button ${copied ? 'is-copied' : ''} ${className ?? ''}`}
      onClick={() => void copy()}
      disabled={copied}
      aria-label={copied ? 'Copied' : name}
      title={copied ? 'Copied' : name}
    >
      {copied ? <Check2 aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </button>
  );
}
