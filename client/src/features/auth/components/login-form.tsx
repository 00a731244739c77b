import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { loginRequestSchema } from '@contract/auth';
import { paths } from '@/config/paths';
import { useLogin } from '@/api/auth/login';
import { saveCompanyDetails } from '@/lib/company-details';
import type { MfaNavigationState } from '../lib/mfa-state';
import { readRememberedEmail, saveRememberMe } from '../lib/remember-me';
import { AuthError } from './auth-error';
import { FieldError } from './field-error';

const loginFormSchema = loginRequestSchema.extend({ rememberMe: z.boolean() });
type LoginForm = z.input<typeof loginFormSchema>;

type LoginFormProps = {
  /** A new session is starting: whatever the last one left behind can go. */
  onSignedIn?: () => void;
};

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const remembered = readRememberedEmail();
  const { register, handleSubmit, clearErrors, formState } = useForm<
    LoginForm,
    unknown,
    z.output<typeof loginFormSchema>
  >({
    resolver: zodResolver(loginFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: remembered ?? '', password: '', rememberMe: remembered !== null },
  });
  const { errors } = formState;
  // Editing a field clears its message; it is checked again on the next submit.
  const field = (name: 'email' | 'password') =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(({ email, password, rememberMe }) =>
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
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={login.isPending}>
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
              type="email"
              autoComplete="username"
              placeholder="you@company.com"
              className={`form-control${errors.email ? ' is-invalid' : ''}`}
              aria-describedby="login-email-error"
              {...field('email')}
            />
            <FieldError id="login-email-error" message={errors.email?.message} />
          </div>
          <div className="mb-3">
            <label htmlFor="login-password" className="form-label">
              Password
            </label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              className={`form-control${errors.password ? ' is-invalid' : ''}`}
              aria-describedby="login-password-error"
              {...field('password')}
            />
            <FieldError id="login-password-error" message={errors.password?.message} />
          </div>
        </>
      )}
      <AuthError prefix="Error logging in." error={login.error} />
      <div className="d-flex justify-content-between align-items-center mb-4">
        <div className="form-check">
          <input
            id="login-remember"
            type="checkbox"
            className="form-check-input"
            {...register('rememberMe')}
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
