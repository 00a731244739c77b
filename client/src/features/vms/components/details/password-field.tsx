import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Check2, Copy, Eye, EyeSlash } from 'react-bootstrap-icons';
import { COPY_LOCK_MS } from '@/components/copy-button';
import { GuardedButton } from '@/components/guarded-button';
import type { ButtonState } from '@/features/vms/lib/vm-actions';
import { notify } from '@/lib/notify';
import { vmPasswordQueryOptions } from '@/api/vms/get-vm-password';

export const PASSWORD_MASK = '••••••••••••';

/**
 * The VM password, masked until asked for. It is fetched on the first reveal or copy only, so
 * a glance at the details never pulls a secret over the wire; a user who may not get into the
 * VM (`state`) sees the mask with both buttons disabled and the reason.
 */
export function PasswordField({ vmId, state }: { vmId: number; state: ButtonState }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const password = useQuery({ ...vmPasswordQueryOptions(vmId), enabled: shown });
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A failed password fetch is only logged; the field simply stays masked.
  useEffect(() => {
    if (password.error) console.warn('Error fetching VM password', password.error);
  }, [password.error]);

  const copy = async () => {
    try {
      const value = await queryClient.fetchQuery(vmPasswordQueryOptions(vmId));
      await navigator.clipboard.writeText(value);
    } catch (error) {
      console.warn('Could not copy the VM password', error);
      notify.error('Could not copy the password');
      return;
    }
    notify.success('Password copied to clipboard');
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_LOCK_MS);
  };

  const visible = shown && password.data !== undefined;
  return (
    <span className="vm-secret">
      <code className="vm-secret-value" aria-label={visible ? 'Password' : 'Password hidden'}>
        {visible ? password.data : PASSWORD_MASK}
      </code>
      <GuardedButton
        state={state}
        className="btn btn-sm btn-link copy-button"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        title={shown ? 'Hide password' : 'Show password'}
      >
        {shown && password.isFetching ? (
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        ) : shown ? (
          <EyeSlash aria-hidden="true" />
        ) : (
          <Eye aria-hidden="true" />
        )}
      </GuardedButton>
      <GuardedButton
        state={state}
        className={`btn btn-sm btn-link copy-button ${copied ? 'is-copied' : ''}`}
        onClick={() => void copy()}
        busy={copied}
        aria-label={copied ? 'Copied' : 'Copy password'}
        title={copied ? 'Copied' : 'Copy password'}
      >
        {copied ? <Check2 aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </GuardedButton>
    </span>
  );
}
