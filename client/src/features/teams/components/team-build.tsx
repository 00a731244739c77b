import { useState } from 'react';
import { PersonPlus, XLg } from 'react-bootstrap-icons';
import { READ_ONLY_ROLE_ID } from '@contract/permissions';
import { TEAM_MEMBERS_PAGE_SIZE, type TeamMember } from '@contract/teams';
import type { UserRow } from '@contract/users';
import { withPrefix } from '@/api/api-error';
import { useCan } from '@/api/permissions/get-my-permissions';
import { useRoles } from '@/api/roles/list-roles';
import { useUpdateUserRole } from '@/api/roles/update-user-role';
import { useTeam } from '@/api/teams/get-team';
import { useAddTeamUser, useRemoveTeamUser } from '@/api/teams/team-members';
import { useUsers } from '@/api/users/list-users';
import type { Column } from '@/components/data-table';
import { GuardedButton } from '@/components/guarded-button';
import { RoleSelect } from '@/components/role-select';
import { SearchTableCard } from '@/components/search-table-card';
import { usePagedSearch } from '@/lib/use-paged-search';

const displayName = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** Build mode: people who could join (with the role they join as) beside the team's members. */
export function TeamBuild({ teamId }: { teamId: number }) {
  const manage = useCan()('team.manage', teamId);
  const roles = useRoles();
  const add = useAddTeamUser();
  const remove = useRemoveTeamUser();
  const changeRole = useUpdateUserRole();
  const [joinAs, setJoinAs] = useState<Record<number, number>>({});

  const available = usePagedSearch();
  const users = useUsers({
    page: available.page,
    rowsPerPage: TEAM_MEMBERS_PAGE_SIZE,
    search: available.settled,
    excludeTeamId: teamId,
  });
  if (!users.isPlaceholderData) available.keepWithin(users.data?.totalPages);
  const current = usePagedSearch();
  const team = useTeam(teamId, {
    page: current.page,
    size: TEAM_MEMBERS_PAGE_SIZE,
    search: current.settled,
  });
  if (!team.isPlaceholderData) current.keepWithin(team.data?.totalPages);

  const userColumns: Column<UserRow>[] = [
    {
      key: 'name',
      header: 'User',
      render: (u) => (
        <>
          <div className="fw-semibold name-cell-note">{displayName(u)}</div>
          <div className="small text-secondary name-cell-note">{u.email}</div>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (u) => (
        <RoleSelect
          roles={roles.data}
          withAdmin
          label={`Role for ${displayName(u)}`}
          value={joinAs[u.id] ?? READ_ONLY_ROLE_ID}
          onChange={(roleId) => setJoinAs((prev) => ({ ...prev, [u.id]: roleId }))}
        />
      ),
    },
    {
      key: 'add',
      header: '',
      srHeader: 'Add',
      className: 'text-end table-action-cell',
      render: (u) => (
        <GuardedButton
          state={manage}
          className="btn btn-sm btn-outline-primary text-nowrap"
          aria-label={`Add ${displayName(u)}`}
          busy={add.isPending && add.variables?.userId === u.id}
          onClick={() =>
            add.mutate({ teamId, userId: u.id, roleId: joinAs[u.id] ?? READ_ONLY_ROLE_ID })
          }
        >
          <PersonPlus aria-hidden="true" />
          {/* On a phone the icon alone, so the row fits; the label names the person anyway. */}
          <span className="d-none d-sm-inline"> Add</span>
        </GuardedButton>
      ),
    },
  ];

  const memberColumns: Column<TeamMember>[] = [
    {
      key: 'name',
      header: 'Member',
      render: (m) => (
        <>
          <div className="fw-semibold name-cell-note">{m.name}</div>
          <div className="small text-secondary name-cell-note">{m.email}</div>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      render: (m) => (
        <RoleSelect
          roles={roles.data}
          label={`Role of ${m.name}`}
          value={m.roleId}
          disabled={!manage.enabled || changeRole.isPending}
          onChange={(roleId) => changeRole.mutate({ teamId, userId: m.id, roleId })}
        />
      ),
    },
    {
      key: 'remove',
      header: '',
      srHeader: 'Remove',
      className: 'text-end table-action-cell',
      render: (m) => (
        <GuardedButton
          state={manage}
          className="btn btn-sm btn-icon btn-outline-danger"
          aria-label={`Remove ${m.name}`}
          busy={remove.isPending && remove.variables?.userId === m.id}
          onClick={() => remove.mutate({ teamId, userId: m.id })}
        >
          <XLg aria-hidden="true" />
        </GuardedButton>
      ),
    },
  ];

  const failure = add.isError
    ? withPrefix('Error adding user to team', add.error)
    : remove.isError
      ? withPrefix('Error removing user from team', remove.error)
      : changeRole.isError
        ? withPrefix('Error updating user role', changeRole.error)
        : null;

  return (
    <div className="d-flex flex-column gap-3">
      {failure && (
        <div className="alert alert-danger mb-0" role="alert">
          {failure}
        </div>
      )}
      <div className="team-build-grid">
        <SearchTableCard
          title="Available Users"
          subtitle="People of your company who are not in this team"
          titleId="available-users-title"
          searchPlaceholder="Search users..."
          paging={available}
          query={users}
          errorPrefix="Error fetching users"
          totalPages={users.data?.totalPages}
          rows={users.data?.data}
          columns={userColumns}
          rowKey={(u) => u.id}
          emptyMessage="No users found"
        />
        <SearchTableCard
          title="Team Members"
          titleId="build-members-title"
          searchPlaceholder="Search team members..."
          paging={current}
          query={team}
          errorPrefix="Error fetching team"
          totalPages={team.data?.totalPages}
          rows={team.data?.members}
          columns={memberColumns}
          rowKey={(m) => m.id}
          emptyMessage="No team members found"
        />
      </div>
    </div>
  );
}
