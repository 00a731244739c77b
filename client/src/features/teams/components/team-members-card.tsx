import { useNavigate } from 'react-router-dom';
import { PencilSquare } from 'react-bootstrap-icons';
import { TEAM_MEMBERS_PAGE_SIZE, type TeamMember } from '@contract/teams';
import { useRoles } from '@/api/roles/list-roles';
import { useTeam } from '@/api/teams/get-team';
import type { Column } from '@/components/data-table';
import { SearchTableCard } from '@/components/search-table-card';
import { paths } from '@/config/paths';
import { usePagedSearch } from '@/lib/use-paged-search';

/** "Team Members": 5 to a page, searched; a row opens the user; Edit Team builds the team. */
export function TeamMembersCard({ teamId }: { teamId: number }) {
  const navigate = useNavigate();
  const paging = usePagedSearch();
  const team = useTeam(teamId, {
    page: paging.page,
    size: TEAM_MEMBERS_PAGE_SIZE,
    search: paging.settled,
  });
  if (!team.isPlaceholderData) paging.keepWithin(team.data?.totalPages);
  const roles = useRoles();
  const roleName = (id: number) => roles.data?.find((r) => r.id === id)?.name ?? '';

  const columns: Column<TeamMember>[] = [
    { key: 'name', header: 'User', render: (m) => <span className="fw-semibold">{m.name}</span> },
    { key: 'role', header: 'Role', render: (m) => roleName(m.roleId) },
    { key: 'email', header: 'Email', className: 'd-none d-md-table-cell', render: (m) => m.email },
  ];

  return (
    <SearchTableCard
      title="Team Members"
      titleId="team-members-title"
      searchPlaceholder="Search team members..."
      paging={paging}
      query={team}
      errorPrefix="Error fetching team"
      totalPages={team.data?.totalPages}
      rows={team.data?.members}
      columns={columns}
      rowKey={(m) => m.id}
      emptyMessage="No team members found"
      onRowClick={(m) => void navigate(paths.user(m.id))}
      actions={
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => void navigate(paths.createEditTeam(teamId))}
        >
          <PencilSquare className="me-1" aria-hidden="true" />
          Edit Team
        </button>
      }
    />
  );
}
