import { AuthError } from './auth-error';

type Props = { messages: (string | undefined)[]; prefix: string; error: unknown };

/** The reset and activation screens list their problems beneath the form. */
export function FormErrors({ messages, prefix, error }: Props) {
  const shown = messages.filter((m): m is string => !!m);
  return (
    <>
      {shown.length > 0 && (
        <ul className="form-errors alert alert-danger list-unstyled py-2 px-3" role="alert">
          {shown.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <AuthError prefix={prefix} error={error} />
    </>
  );
}
