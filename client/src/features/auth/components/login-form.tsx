import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PasswordInput } from '@/components/password-input';
import { prepareLogin, useLogin } from '@/api/auth/login';
import { saveCompanyDetails } from '@/lib/company-details';
import { checkLogin, prepareLoginRules, type LoginFieldErrors } from '../lib/login-rules';
import type { MfaNavigationState } from '../lib/mfa-state';
import { readRememberedEmail, saveRememberMe } from '../lib/remember-me';
import { AuthError } from './auth-error';
import { FieldError } from './field-error';

type LoginFormProps = {
  /** A new session is starting: whatever the last one left behind can go. */
  onSignedIn?: () => void;
};

/**
 * The first screen most people see, so it carries no form library: three fields in state,
 * checked on submit by the contract's rules (loaded with the HTTP client once the form is in
 * use), each message under its field and cleared when that field is edited.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [remembered] = useState(readRememberedEmail);
  const [values, setValues] = useState({ email: remembered ?? '', password: '' });
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  const prepare = () => {
    prepareLoginRules();
    prepareLogin();
  };
  const edit = (name: 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await checkLogin(values);
    if (checked.errors) {
      setErrors(checked.errors);
      // The first field in error takes the focus, so the message is read out and can be fixed.
      const first = (['email', 'password'] as const).find((name) => checked.errors[name]);
      if (first) document.getElementById(`login-${first}`)?.focus();
      return;
    }
    const { email, password } = checked.data;
    login.mutate(
      { email, password },
      {
        onSuccess: (user) => {
          onSignedIn?.();
          saveCompanyDetails(user);
          saveRememberMe(rememberMe, email);
          const state: MfaNavigationState = {
            email,
            resellerEmail: user.resellerEmail ?? '',
            user,
          };
          navigate(paths.mfa(), { state });
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prepare}
      onPointerDown={prepare}
      noValidate
      aria-busy={login.isPending}
    >
      {login.isPending ? (
        <div className="auth-loading" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">Signing in...</span>
        </div>
      ) : (
        <>
          <div className="mb-3">
            <label htmlFor="login-email" className="form-label">
              Email
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              placeholder="you@company.com"
              className={`form-control${errors.email ? ' is-invalid' : ''}`}
              aria-describedby="login-email-error"
              value={values.email}
              onChange={edit('email')}
            />
            <FieldError id="login-email-error" message={errors.email} />
          </div>
          <div className="mb-3">
            <label htmlFor="login-password" className="form-label">
              Password
            </label>
            <PasswordInput
              id="login-password"
              name="password"
              autoComplete="current-password"
              invalid={Boolean(errors.password)}
              aria-describedby="login-password-error"
              value={values.password}
              onChange={edit('password')}
            />
            <FieldError id="login-password-error" message={errors.password} />
          </div>
        </>
      )}
      <AuthError prefix="Error logging in." error={login.error} />
      <div className="d-flex justify-content-between align-items-center mb-4">
        <div className="form-check">
          <input
            id="login-remember"
            name="rememberMe"
            type="checkbox"
            className="form-check-input"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <label htmlFor="login-remember" className="form-check-label">
            Remember me
          </label>
        </div>
        <Link to={paths.forgotPassword()} className="small">
          Forgot Password?
        </Link>
      </div>
      <button type="submit" className="btn btn-primary w-100 btn-lg" disabled={login.isPending}>
        Sign In
      </button>
    </form>
  );
}
