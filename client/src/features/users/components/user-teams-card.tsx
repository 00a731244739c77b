import { useNavigate } from 'react-router-dom';
import { XLg } from 'react-bootstrap-icons';
import { USER_TEAMS_PAGE_SIZE, type UserTeam } from '@contract/users';
import { withPrefix } from '@/api/api-error';
import { useCan } from '@/api/permissions/get-my-permissions';
import { useRoles } from '@/api/roles/list-roles';
import { useUpdateUserRole } from '@/api/roles/update-user-role';
import { useRemoveTeamUser } from '@/api/teams/team-members';
import { useUserTeams } from '@/api/users/list-user-teams';
import type { Column } from '@/components/data-table';
import { GuardedButton } from '@/components/guarded-button';
import { RoleSelect } from '@/components/role-select';
import { SearchTableCard } from '@/components/search-table-card';
import { paths } from '@/config/paths';
import { usePagedSearch } from '@/lib/use-paged-search';

/** "Team Memberships": 6 to a page, the role per team (Admin fixed) and a remove icon. */
export function UserTeamsCard({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const can = useCan();
  const roles = useRoles();
  const changeRole = useUpdateUserRole();
  const remove = useRemoveTeamUser();
  const paging = usePagedSearch();
  const teams = useUserTeams(userId, {
    page: paging.page,
    rowsPerPage: USER_TEAMS_PAGE_SIZE,
    search: paging.settled,
  });
  if (!teams.isPlaceholderData) paging.keepWithin(teams.data?.totalPages);

  const columns: Column<UserTeam>[] = [
    { key: 'team', header: 'Team', render: (t) => <span className="fw-semibold">{t.name}</span> },
    {
      key: 'role',
      header: 'Role',
      render: (t) => (
        <RoleSelect
          roles={roles.data}
          label={`Role in ${t.name}`}
          value={t.roleId}
          disabled={!can('team.manage', t.id).enabled || changeRole.isPending}
          onChange={(roleId) => changeRole.mutate({ teamId: t.id, userId, roleId })}
        />
      ),
    },
    {
      key: 'remove',
      header: '',
      srHeader: 'Remove',
      className: 'text-end table-action-cell',
      render: (t) => (
        <GuardedButton
          state={can('team.manage', t.id)}
          className="btn btn-sm btn-icon btn-outline-danger"
          aria-label={`Remove from ${t.name}`}
          busy={remove.isPending && remove.variables?.teamId === t.id}
          onClick={() => remove.mutate({ teamId: t.id, userId })}
        >
          <XLg aria-hidden="true" />
        </GuardedButton>
      ),
    },
  ];
  const failure = remove.isError
    ? withPrefix('Error removing user from team', remove.error)
    : changeRole.isError
      ? withPrefix('Error updating user role', changeRole.error)
      : null;

  return (
    <div>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <SearchTableCard
        title="Team Memberships"
        titleId="user-teams-title"
        searchPlaceholder="Search teams..."
        paging={paging}
        query={teams}
        errorPrefix="Error fetching teams"
        totalPages={teams.data?.totalPages}
        rows={teams.data?.data}
        columns={columns}
        rowKey={(t) => t.id}
        emptyMessage="No teams found"
        onRowClick={(t) => void navigate(paths.team(t.id))}
      />
    </div>
  );
}
