import { Diagram3, Inbox, Trash3 } from 'react-bootstrap-icons';
import type { TeamRow } from '@contract/teams';
import { useCan } from '@/api/permissions/get-my-permissions';
import { DataTable, type Column } from '@/components/data-table';
import { GuardedButton } from '@/components/guarded-button';

type TeamsTableProps = {
  teams: readonly TeamRow[];
  unassignedUsers: number;
  unassignedVMs: number;
  loading: boolean;
  onOpenTeam: (team: TeamRow) => void;
  onDeleteTeam: (team: TeamRow) => void;
};

/** Teams with their user and VM counts, always led by the fixed "Unassigned" row. */
export function TeamsTable({
  teams,
  unassignedUsers,
  unassignedVMs,
  loading,
  onOpenTeam,
  onDeleteTeam,
}: TeamsTableProps) {
  // Deleting a team takes team.manage in it: disabled, with the reason, where the user lacks it.
  const can = useCan();
  const columns: Column<TeamRow>[] = [
    {
      key: 'name',
      header: 'Team',
      render: (team) => (
        <span className="d-inline-flex align-items-center gap-2 fw-semibold team-name">
          <Diagram3 className="text-primary" aria-hidden="true" />
          {team.name}
        </span>
      ),
    },
    { key: 'users', header: 'Users', className: 'text-end', render: (team) => team.userCount },
    {
      key: 'vms',
      header: 'Virtual Machines',
      className: 'text-end',
      render: (team) => team.vmCount,
    },
    {
      key: 'delete',
      header: '',
      srHeader: 'Delete',
      className: 'text-end table-action-cell',
      render: (team) => (
        <GuardedButton
          state={can('team.manage', team.id)}
          className="btn btn-sm btn-icon btn-outline-danger"
          aria-label={`Delete team ${team.name}`}
          title={`Delete team ${team.name}`}
          // The row opens the team; the trash icon only asks for the delete (GuardedButton
          // stops the click from reaching the row).
          onClick={() => onDeleteTeam(team)}
        >
          <Trash3 aria-hidden="true" />
        </GuardedButton>
      ),
    },
  ];

  const count = (n: number) => (loading ? <span className="placeholder col-4 rounded" /> : n);
  const unassigned = (
    <tr className="teams-unassigned-row">
      <td>
        <span className="d-inline-flex align-items-center gap-2 fw-semibold">
          <Inbox aria-hidden="true" />
          Unassigned
        </span>
      </td>
      <td className="text-end placeholder-glow">{count(unassignedUsers)}</td>
      <td className="text-end placeholder-glow">{count(unassignedVMs)}</td>
      <td className="table-action-cell" />
    </tr>
  );

  return (
    <DataTable
      caption="Teams"
      columns={columns}
      rows={teams}
      rowKey={(team) => team.id}
      loading={loading}
      skeletonRows={3}
      emptyMessage="No teams found"
      leadingRows={unassigned}
      onRowClick={onOpenTeam}
    />
  );
}
