import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeft, EnvelopePaper } from 'react-bootstrap-icons';
import {
  ACCOUNT_LOCKED_STATUS,
  AUTH_MESSAGES,
  MFA_CODE_LENGTH,
  mfaRequestSchema,
  type MfaRequest,
} from '@contract/auth';
import { ApiError } from '@/api/api-error';
import { paths } from '@/config/paths';
import { useVerifyMfa } from '@/api/auth/verify-mfa';
import { readMfaState } from '../lib/mfa-state';
import { AuthError } from './auth-error';
import { FieldError } from './field-error';

export function MfaForm() {
  const navigate = useNavigate();
  const { email, resellerEmail } = readMfaState(useLocation().state);
  const verify = useVerifyMfa();
  const { register, handleSubmit, setValue, clearErrors, formState } = useForm<MfaRequest>({
    resolver: zodResolver(mfaRequestSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  // After "Retries exhausted", or once the account is locked (423), the server refuses further
  // codes: only Return to Login helps.
  const locked =
    verify.error?.message === AUTH_MESSAGES.retriesExhausted ||
    (verify.error instanceof ApiError && verify.error.status === ACCOUNT_LOCKED_STATUS);

  const onSubmit = handleSubmit((body) =>
    verify.mutate(body, {
      onSuccess: ({ reset }) => {
        if (reset?.shouldResetPassword && reset.resetKey) {
          navigate(paths.resetPassword(), { state: { id: reset.id, resetKey: reset.resetKey } });
        } else navigate(paths.dashboard(), { replace: true });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="auth-icon" aria-hidden="true">
        <EnvelopePaper aria-hidden="true" />
      </div>
      <h1 className="auth-title text-center">Please check your email</h1>
      <p className="text-secondary text-center mb-4">
        We sent a {MFA_CODE_LENGTH}-digit verification code
        {resellerEmail ? (
          <>
            {' '}
            from <strong className="text-body">{resellerEmail}</strong>
          </>
        ) : null}{' '}
        to {email ? <strong className="text-body">{email}</strong> : 'your email address'}.
      </p>
      <label htmlFor="mfa-code" className="form-label">
        Verification code
      </label>
      <input
        id="mfa-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={MFA_CODE_LENGTH}
        placeholder="000000"
        autoFocus
        disabled={verify.isPending || locked}
        className={`form-control mfa-code${formState.errors.code ? ' is-invalid' : ''}`}
        aria-describedby="mfa-code-error"
        {...register('code', {
          onChange: (e: ChangeEvent<HTMLInputElement>) => {
            // Digits only, whatever is typed or pasted ("123 456" becomes "123456").
            const digits = e.target.value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH);
            if (digits !== e.target.value) setValue('code', digits);
            clearErrors('code');
          },
        })}
      />
      <FieldError id="mfa-code-error" message={formState.errors.code?.message} />
      <div className="mt-3">
        <AuthError prefix="Error authenticating" error={verify.error} />
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 mt-1"
        disabled={verify.isPending || locked}
      >
        {verify.isPending ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : null}
        Authenticate
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
