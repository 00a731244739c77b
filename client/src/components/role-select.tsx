import type { Role } from '@contract/roles';
import { ADMIN_ROLE_ID } from '@contract/permissions';

type Props = {
  roles: readonly Role[] | undefined;
  value: number;
  onChange: (roleId: number) => void;
  label: string;
  disabled?: boolean;
  /** Admin is granted only where a team is made; the role dropdowns of a membership leave it out. */
  withAdmin?: boolean;
  id?: string;
  /** A field of a form, as wide as the others, rather than a compact control in a table row. */
  field?: boolean;
};

/**
 * A member's role in a team. An Admin membership is fixed: it shows as the text "Admin" and
 * cannot be changed here.
 */
export function RoleSelect(props: Props) {
  const { roles, value, onChange, label, disabled, withAdmin, id, field } = props;
  if (value === ADMIN_ROLE_ID && !withAdmin) return <span className="fw-semibold">Admin</span>;
  const choices = (roles ?? []).filter((r) => withAdmin || r.id !== ADMIN_ROLE_ID);
  return (
    <select
      id={id}
      className={field ? 'form-select' : 'form-select form-select-sm role-select'}
      aria-label={label}
      value={value || ''}
      disabled={disabled || !roles}
      onChange={(e) => onChange(Number(e.target.value))}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {value === 0 && <option value="">-- Select --</option>}
      {choices.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </select>
  );
}
