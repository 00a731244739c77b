import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TeamRow } from '@contract/teams';
import { withPrefix } from '@/api/api-error';
import { useDeleteTeam } from '@/api/teams/delete-team';
import { useTeams } from '@/api/teams/list-teams';
import { paths } from '@/config/paths';
import { usePagedSearch } from '@/lib/use-paged-search';
import type { TeamsTabProps } from '../components/teams-tab';

/** Wires the dashboard's Teams tab to the teams API: paging, debounced search, delete. */
export function useDashboardTeams() {
  const navigate = useNavigate();
  // The tab waits 200 ms even before its first fetch, as after every search change.
  const paging = usePagedSearch({ waitOnMount: true });
  const { page, setPage } = paging;
  const teams = useTeams({ page, search: paging.settled }, { enabled: paging.ready });

  // A failed list clears the lists and puts paging back on page 1.
  if (teams.isError && page !== 1) setPage(1);
  const list = teams.isError ? undefined : teams.data;
  if (!teams.isPlaceholderData) paging.keepWithin(list?.totalPages);

  const [toDelete, setToDelete] = useState<TeamRow | null>(null);
  const deletion = useDeleteTeam();

  const tab: TeamsTabProps = {
    list,
    loading: !list && (teams.isPending || teams.isFetching),
    fetching: teams.isFetching || paging.settling,
    error: teams.isError ? withPrefix('Error fetching teams', teams.error) : null,
    onReload: () => void teams.refetch(),
    page,
    onPageChange: setPage,
    search: paging.search,
    onSearchChange: paging.setSearch,
    onOpenTeam: (team) => void navigate(paths.team(team.id)),
    onDeleteTeam: (team) => {
      deletion.reset();
      setToDelete(team);
    },
  };

  const deleteDialog = {
    team: toDelete,
    deleting: deletion.isPending,
    error: deletion.isError ? withPrefix('Error deleting team', deletion.error) : null,
    // The mutation settles only after the list has been refetched, then the dialog closes.
    onConfirm: () =>
      toDelete && deletion.mutate(toDelete.id, { onSuccess: () => setToDelete(null) }),
    onClose: () => setToDelete(null),
  };

  return { tab, deleteDialog };
}
