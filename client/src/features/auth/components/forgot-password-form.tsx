import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { ArrowLeft, Key, SendCheck } from 'react-bootstrap-icons';
import { forgotPasswordRequestSchema } from '@contract/auth';
import { paths } from '@/config/paths';
import { useForgotPassword } from '@/api/auth/forgot-password';
import { FORGOT_PASSWORD_SENT_TEXT } from '../lib/auth-messages';
import { AuthError } from './auth-error';
import { FieldError } from './field-error';

type Form = z.input<typeof forgotPasswordRequestSchema>;

export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const { register, handleSubmit, clearErrors, formState } = useForm<
    Form,
    unknown,
    z.output<typeof forgotPasswordRequestSchema>
  >({
    resolver: zodResolver(forgotPasswordRequestSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <div className="text-center">
        <div className="auth-icon auth-icon-success" aria-hidden="true">
          <SendCheck aria-hidden="true" />
        </div>
        <h1 className="auth-title">Reset Request Sent!</h1>
        <p className="text-secondary">{FORGOT_PASSWORD_SENT_TEXT}</p>
        <Link to={paths.login()} className="btn btn-primary w-100">
          Return to Login
        </Link>
      </div>
    );
  }

  const error = formState.errors.email?.message;
  return (
    <form onSubmit={handleSubmit((body) => request.mutate(body))} noValidate>
      <div className="auth-icon" aria-hidden="true">
        <Key aria-hidden="true" />
      </div>
      <h1 className="auth-title text-center">Forgot Your Password?</h1>
      <p className="text-secondary text-center mb-4">
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <label htmlFor="forgot-email" className="form-label">
        Email
      </label>
      <input
        id="forgot-email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-describedby="forgot-email-error"
        disabled={request.isPending}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <FieldError id="forgot-email-error" message={error} />
      <div className="mt-3">
        <AuthError prefix="Error forgot password" error={request.error} />
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 mt-1"
        disabled={request.isPending}
      >
        {request.isPending ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : null}
        Send Reset Link
      </button>
      <div className="text-center mt-3">
        <Link to={paths.login()} className="small">
          <ArrowLeft className="me-1" aria-hidden="true" />
          Return to Login
        </Link>
      </div>
    </form>
  );
}
