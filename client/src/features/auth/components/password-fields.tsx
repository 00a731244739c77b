import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';

type Props = {
  idPrefix: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** Current values, for the live checklist. */
  values: { password: string; confirmPassword: string };
  invalid: { password: boolean; confirmPassword: boolean };
  disabled?: boolean;
};

/** New password + confirmation with show/hide toggles and the live policy checklist. */
export function PasswordFields({ idPrefix, password, confirm, values, invalid, disabled }: Props) {
  return (
    <>
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-password`} className="form-label">
          New Password
        </label>
        <PasswordInput
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          invalid={invalid.password}
          disabled={disabled}
          {...password}
        />
      </div>
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-confirm`} className="form-label">
          Confirm Password
        </label>
        <PasswordInput
          id={`${idPrefix}-confirm`}
          autoComplete="new-password"
          invalid={invalid.confirmPassword}
          disabled={disabled}
          {...confirm}
        />
      </div>
      <PasswordChecklist password={values.password} confirmation={values.confirmPassword} />
    </>
  );
}
