import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { passwordSchema } from '@contract/password';
import { SELLER_MESSAGES } from '@contract/sellers';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';
import { sellersApi } from '../api/sellers-api';
import { FieldError } from '../components/field-error';

/** The activation link's page: the seller chooses a password (the portal's rules). */
export function ActivateScreen() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (password !== confirmation) return setError('The passwords do not match');
    setError(undefined);
    setBusy(true);
    try {
      await sellersApi.activate(token, password);
      setDone(true);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : SELLER_MESSAGES.activationInvalid);
    } finally {
      setBusy(false);
    }
  };

  if (!token)
    return (
      <section className="console-narrow">
        <h1 tabIndex={-1}>Activate your account</h1>
        <p className="alert alert-warning">{SELLER_MESSAGES.activationInvalid}</p>
      </section>
    );
  if (done)
    return (
      <section className="console-narrow">
        <h1 tabIndex={-1}>Your account is active</h1>
        <p role="status">{SELLER_MESSAGES.activated}.</p>
        <Link to="/sign-in" className="btn btn-primary">
          Sign in
        </Link>
      </section>
    );
  return (
    <section className="console-narrow">
      <h1 tabIndex={-1}>Activate your account</h1>
      <p>Choose the password you will sign in with.</p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className="mb-3">
          <label htmlFor="new-password" className="form-label">
            Password
          </label>
          <PasswordInput
            id="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            invalid={!!error}
            aria-describedby={error ? 'password-error' : undefined}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="confirm-password" className="form-label">
            Confirm password
          </label>
          <PasswordInput
            id="confirm-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="new-password"
            invalid={!!error}
          />
          <FieldError id="password-error" message={error} />
        </div>
        <PasswordChecklist password={password} confirmation={confirmation} />
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {busy ? 'Activating...' : 'Activate'}
        </button>
      </form>
    </section>
  );
}
