import { CheckCircleFill, Circle } from 'react-bootstrap-icons';
import { passwordChecklist } from '@contract/password';

/** The live checklist of the password policy , updated as the user types. */
export function PasswordChecklist({
  password,
  confirmation,
}: {
  password: string;
  confirmation: string;
}) {
  return (
    <ul className="password-checklist list-unstyled" aria-label="Password requirements">
      {passwordChecklist(password, confirmation).map(({ label, met }) => (
        <li key={label} className={met ? 'met' : undefined}>
          {met ? <CheckCircleFill aria-hidden="true" /> : <Circle aria-hidden="true" />}
          <span>{label}</span>
          <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
