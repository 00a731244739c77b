import { useState } from 'react';
import type { TeamPermissions } from '@contract/roles';
import { withPrefix } from '@/api/api-error';
import { useAssignPermissions } from '@/api/permissions/assign-permissions';
import { useCan } from '@/api/permissions/get-my-permissions';
import { useTeamPermissions } from '@/api/permissions/get-team-permissions';
import { GuardedButton } from '@/components/guarded-button';
import { LoadError } from '@/components/load-error';
import { notify } from '@/lib/notify';

type Rows = Record<number, number[]>;
const rowsOf = (table: TeamPermissions): Rows =>
  Object.fromEntries(table.roles.map((r) => [r.roleId, r.permissionIds]));

/** Permissions mode: what each role may do in this team (Admin always everything). */
export function TeamPermissionsEditor({ teamId }: { teamId: number }) {
  const table = useTeamPermissions(teamId);
  if (table.isPending)
    return <div className="spinner-border text-primary" role="status" aria-label="Loading" />;
  if (table.isError)
    return (
      <LoadError
        message={withPrefix('Error fetching permissions', table.error)}
        onRetry={() => void table.refetch()}
      />
    );
  return <PermissionGrid key={table.dataUpdatedAt} teamId={teamId} table={table.data} />;
}

function PermissionGrid({ teamId, table }: { teamId: number; table: TeamPermissions }) {
  const manage = useCan()('team.manage', teamId);
  const assign = useAssignPermissions();
  const [rows, setRows] = useState<Rows>(() => rowsOf(table));
  const saved = rowsOf(table);
  const changed = table.roles.filter(
    (r) =>
      r.editable &&
      [...(rows[r.roleId] ?? [])].sort().join() !== [...r.permissionIds].sort().join(),
  );
  const toggle = (roleId: number, permissionId: number) =>
    setRows((prev) => {
      const current = prev[roleId] ?? [];
      return {
        ...prev,
        [roleId]: current.includes(permissionId)
          ? current.filter((p) => p !== permissionId)
          : [...current, permissionId],
      };
    });
  const save = async () => {
    for (const role of changed)
      await assign.mutateAsync({
        teamId,
        roleId: role.roleId,
        permissionIds: rows[role.roleId] ?? [],
      });
    notify.success('Permissions updated');
  };

  return (
    <section className="card table-card" aria-labelledby="team-permissions-title">
      <div className="card-body">
        <h2 id="team-permissions-title" className="h6 mb-1">
          Permissions
        </h2>
        <p className="small text-secondary mb-3">
          What each role may do in this team and the teams nested in it. Admin always holds every
          permission.
        </p>
        <div className="table-responsive">
          <table className="table align-middle mb-0">
            <caption className="visually-hidden">Permissions by role</caption>
            <thead>
              <tr>
                <th scope="col">Permission</th>
                {table.roles.map((r) => (
                  <th key={r.roleId} scope="col" className="text-center">
                    {r.roleName}
                    {r.customized && <span className="badge text-bg-info ms-1">custom</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.permissions.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className="fw-normal">
                    {p.name}
                    <div className="small text-secondary">{p.area}</div>
                  </th>
                  {table.roles.map((r) => (
                    <td key={r.roleId} className="text-center">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={`${r.roleName}: ${p.name}`}
                        checked={(rows[r.roleId] ?? []).includes(p.id)}
                        disabled={!r.editable || !manage.enabled}
                        onChange={() => toggle(r.roleId, p.id)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {assign.isError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {withPrefix('Error updating permissions', assign.error)}
          </div>
        )}
        <div className="d-flex justify-content-end gap-2 mt-3">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={changed.length === 0 || assign.isPending}
            onClick={() => setRows(saved)}
          >
            Undo Changes
          </button>
          <GuardedButton
            state={changed.length === 0 ? { enabled: false } : manage}
            className="btn btn-primary"
            busy={assign.isPending}
            onClick={() => void save()}
          >
            Save Permissions
          </GuardedButton>
        </div>
      </div>
    </section>
  );
}
