import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { PersonCheck, PersonPlus } from 'react-bootstrap-icons';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/api/auth/confirm-email';
import {
  confirmNewUserFormSchema,
  type ConfirmNewUserForm as Form,
} from '../lib/password-form-schema';
import { readResetLink, type ResetLink } from '../lib/reset-link';
import { FieldError } from './field-error';
import { FormErrors } from './form-errors';
import { MissingToken } from './missing-token';
import { PasswordFields } from './password-fields';

/** /confirmNewUser?token=&id=: an invited user sets their name and first password. */
export function ConfirmNewUserScreen() {
  const link = readResetLink(useLocation().search);
  return link ? <ConfirmNewUserForm link={link} /> : <MissingToken />;
}

function ConfirmNewUserForm({ link }: { link: ResetLink }) {
  const confirm = useConfirmEmail();
  const { register, handleSubmit, clearErrors, control, formState } = useForm<Form>({
    resolver: zodResolver(confirmNewUserFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const values = useWatch({ control }) as Form;
  const { errors } = formState;
  const field = (name: keyof Form) => register(name, { onChange: () => clearErrors(name) });

  if (confirm.isSuccess) {
    return (
      <div className="text-center">
        <div className="auth-icon auth-icon-success" aria-hidden="true">
          <PersonCheck aria-hidden="true" />
        </div>
        <h1 className="auth-title">Account Activated!</h1>
        <p className="text-secondary">Your account has been successfully activated.</p>
        <Link to={paths.login()} className="btn btn-primary w-100">
          Go to Login
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ firstName, lastName, password }) =>
    confirm.mutate({ firstName, lastName, password, resetKey: link.token, id: link.id }),
  );
  const nameInput = (name: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <div className="col-sm-6">
      <label htmlFor={`confirm-${name}`} className="form-label">
        {label}
      </label>
      <input
        id={`confirm-${name}`}
        autoComplete={autoComplete}
        maxLength={100}
        disabled={confirm.isPending}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        aria-describedby={`confirm-${name}-error`}
        {...field(name)}
      />
      <FieldError id={`confirm-${name}-error`} message={errors[name]?.message} />
    </div>
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="auth-icon" aria-hidden="true">
        <PersonPlus aria-hidden="true" />
      </div>
      <h1 className="auth-title text-center">Activate Your Account</h1>
      <p className="text-secondary text-center mb-4">
        Tell us your name and choose a password to get started.
      </p>
      <div className="row g-3 mb-3">
        {nameInput('firstName', 'First Name', 'given-name')}
        {nameInput('lastName', 'Last Name', 'family-name')}
      </div>
      <PasswordFields
        idPrefix="confirm"
        password={field('password')}
        confirm={field('confirmPassword')}
        values={values}
        invalid={{ password: !!errors.password, confirmPassword: !!errors.confirmPassword }}
        disabled={confirm.isPending}
      />
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 mb-3"
        disabled={confirm.isPending}
      >
        {confirm.isPending ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : null}
        Activate Account
      </button>
      <FormErrors
        messages={[errors.password?.message, errors.confirmPassword?.message]}
        prefix="Error confirming email"
        error={confirm.error}
      />
    </form>
  );
}
