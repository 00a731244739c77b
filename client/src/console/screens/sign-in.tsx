import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { sellerSignInRequestSchema } from '@contract/sellers';
import { PasswordInput } from '@/components/password-input';
import { keys } from '../api/queries';
import { saveOperatorKey } from '../api/operator-key';
import { sellersApi } from '../api/sellers-api';
import { FieldError, fieldMessages } from '../components/field-error';

/** Sign in with email and password, or with the operator key. */
export function SignInScreen() {
  const [withKey, setWithKey] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (withKey) {
      if (!key.trim()) return setErrors({ key: 'The operator key is required' });
      saveOperatorKey(key.trim());
    } else {
      const parsed = sellerSignInRequestSchema.safeParse({ email, password });
      if (!parsed.success) return setErrors(fieldMessages(parsed.error.issues));
      saveOperatorKey(null);
    }
    setErrors({});
    setBusy(true);
    try {
      if (!withKey) await sellersApi.signIn(email.trim(), password);
      const me = await sellersApi.me();
      client.setQueryData(keys.me, me);
      void navigate(from, { replace: true });
    } catch (error) {
      if (withKey) saveOperatorKey(null);
      setFailure(error instanceof Error ? error.message : 'Could not sign in');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="console-narrow">
      <h1 tabIndex={-1}>Sign in to the sales console</h1>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <form noValidate onSubmit={(e) => void submit(e)}>
        {withKey ? (
          <div className="mb-3">
            <label htmlFor="operator-key" className="form-label">
              Operator key
            </label>
            <PasswordInput
              id="operator-key"
              value={key}
              onChange={(e) => setKey(e.target.value)}
              invalid={!!errors.key}
              aria-describedby={errors.key ? 'operator-key-error' : undefined}
              autoComplete="off"
            />
            <FieldError id="operator-key-error" message={errors.key} />
          </div>
        ) : (
          <>
            <div className="mb-3">
              <label htmlFor="email" className="form-label">
                Email
              </label>
              <input
                id="email"
                type="email"
                className={`form-control${errors.email ? ' is-invalid' : ''}`}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="username"
                aria-invalid={!!errors.email || undefined}
                aria-describedby={errors.email ? 'email-error' : undefined}
              />
              <FieldError id="email-error" message={errors.email} />
            </div>
            <div className="mb-3">
              <label htmlFor="password" className="form-label">
                Password
              </label>
              <PasswordInput
                id="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                invalid={!!errors.password}
                aria-describedby={errors.password ? 'password-error' : undefined}
                autoComplete="current-password"
              />
              <FieldError id="password-error" message={errors.password} />
            </div>
          </>
        )}
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      <button
        type="button"
        className="btn btn-link mt-3 px-0"
        onClick={() => {
          setWithKey((v) => !v);
          setErrors({});
          setFailure(null);
        }}
      >
        {withKey ? 'Sign in with email and password' : 'Sign in with the operator key'}
      </button>
    </section>
  );
}
