import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { ShieldCheck, ShieldLock } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/api/auth/reset-password';
import {
  resetPasswordFormSchema,
  type ResetPasswordForm as Form,
} from '../lib/password-form-schema';
import { readResetLink, type ResetLink } from '../lib/reset-link';
import { FormErrors } from './form-errors';
import { MissingToken } from './missing-token';
import { PasswordFields } from './password-fields';

/** /resetPassword: the link comes from ?token=&id= or from the forced reset after MFA. */
export function ResetPasswordScreen() {
  const { search, state } = useLocation();
  const link = readResetLink(search, state);
  return link ? <ResetPasswordForm link={link} /> : <MissingToken />;
}

function ResetPasswordForm({ link }: { link: ResetLink }) {
  const reset = useResetPassword();
  const { register, handleSubmit, clearErrors, control, formState } = useForm<Form>({
    resolver: zodResolver(resetPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const values = useWatch({ control }) as Form;
  const { errors } = formState;

  if (reset.isSuccess) {
    return (
      <div className="text-center">
        <div className="auth-icon auth-icon-success" aria-hidden="true">
          <ShieldCheck aria-hidden="true" />
        </div>
        <h1 className="auth-title">Password Reset Complete</h1>
        <p className="text-secondary">
          Your password has been changed. Use it the next time you sign in.
        </p>
        <Link to={paths.home()} className="btn btn-primary w-100">
          Go to Start Page
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate({ password, resetKey: link.token, id: link.id }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="auth-icon" aria-hidden="true">
        <ShieldLock aria-hidden="true" />
      </div>
      <h1 className="auth-title text-center">Reset Your Password</h1>
      <p className="text-secondary text-center mb-4">Choose a new password for your account.</p>
      <PasswordFields
        idPrefix="reset"
        password={register('password', { onChange: () => clearErrors('password') })}
        confirm={register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
        values={values}
        invalid={{ password: !!errors.password, confirmPassword: !!errors.confirmPassword }}
        disabled={reset.isPending}
      />
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 mb-3"
        disabled={reset.isPending}
      >
        {reset.isPending ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : null}
        Reset Password
      </button>
      <FormErrors
        messages={[errors.password?.message, errors.confirmPassword?.message]}
        prefix="Error resetting password"
        error={reset.error}
      />
    </form>
  );
}
