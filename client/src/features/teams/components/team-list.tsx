import { useNavigate } from 'react-router-dom';
import { Diagram3 } from 'react-bootstrap-icons';
import { TEAM_LIST_PAGE_SIZE, type TeamRow } from '@contract/teams';
import { useTeamOptions } from '@/api/teams/list-team-options';
import { useTeams } from '@/api/teams/list-teams';
import type { Column } from '@/components/data-table';
import { NameCell } from '@/components/name-cell';
import { SearchTableCard } from '@/components/search-table-card';
import { paths } from '@/config/paths';
import { usePagedSearch } from '@/lib/use-paged-search';

/** The company's teams, 10 to a page, searched 200 ms after typing stops; a row opens the team. */
export function TeamList() {
  const navigate = useNavigate();
  const paging = usePagedSearch();
  const teams = useTeams({ page: paging.page, search: paging.settled, size: TEAM_LIST_PAGE_SIZE });
  if (!teams.isPlaceholderData) paging.keepWithin(teams.data?.totalPages);
  const options = useTeamOptions();
  const nameOf = (id: number) => options.data?.find((t) => t.id === id)?.name ?? '…';

  const columns: Column<TeamRow>[] = [
    {
      key: 'name',
      header: 'Team',
      render: (team) => (
        <span className="d-inline-flex align-items-start gap-2">
          <Diagram3 className="text-primary flex-shrink-0 mt-1" aria-hidden="true" />
          <span>
            <NameCell
              name={team.name}
              note={team.parentTeamId ? `In ${nameOf(team.parentTeamId)}` : null}
              columnFrom="md"
            />
          </span>
        </span>
      ),
    },
    {
      key: 'parent',
      header: 'Parent Team',
      className: 'd-none d-md-table-cell',
      render: (team) => (team.parentTeamId ? nameOf(team.parentTeamId) : '—'),
    },
    { key: 'users', header: 'Users', className: 'text-end', render: (team) => team.userCount },
    {
      key: 'vms',
      header: 'Virtual Machines',
      className: 'text-end',
      render: (team) => team.vmCount,
    },
  ];

  return (
    <SearchTableCard
      title="Your Teams"
      subtitle="Organise users and virtual machines into teams"
      titleId="team-list-title"
      searchPlaceholder="Search teams..."
      paging={paging}
      query={teams}
      errorPrefix="Error fetching teams"
      totalPages={teams.data?.totalPages}
      rows={teams.data?.data}
      columns={columns}
      rowKey={(team) => team.id}
      emptyMessage="No teams found"
      onRowClick={(team) => void navigate(paths.team(team.id))}
    />
  );
}
