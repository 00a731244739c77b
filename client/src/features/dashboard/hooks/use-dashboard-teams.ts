import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TeamRow } from '@contract/teams';
import { withPrefix } from '@/api/api-error';
import { useDeleteTeam } from '@/api/teams/delete-team';
import { useTeams, type TeamListParams } from '@/api/teams/list-teams';
import { DEFAULT_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { paths } from '@/config/paths';
import type { TeamsTabProps } from '../components/teams-tab';

/** Wires the dashboard's Teams tab to the teams API: paging, debounced search, delete. */
export function useDashboardTeams() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const params = useMemo<TeamListParams>(() => ({ page, search }), [page, search]);
  // Fetch 200 ms after mount and after every page or search change (null = not yet).
  const settled = useDebouncedValue<TeamListParams | null>(params, DEFAULT_DEBOUNCE_MS, null);
  const teams = useTeams(settled ?? params, { enabled: settled !== null });

  // A failed list clears the lists and puts paging back on page 1.
  if (teams.isError && page !== 1) setPage(1);
  const list = teams.isError ? undefined : teams.data;
  // A delete can empty the last page; step back instead of showing "Page 3 of 2".
  if (list && !teams.isPlaceholderData && list.totalPages >= 1 && page > list.totalPages)
    setPage(list.totalPages);

  const [toDelete, setToDelete] = useState<TeamRow | null>(null);
  const deletion = useDeleteTeam();

  const tab: TeamsTabProps = {
    list,
    loading: !list && (teams.isPending || teams.isFetching),
    fetching: teams.isFetching || settled !== params,
    error: teams.isError ? withPrefix('Error fetching teams', teams.error) : null,
    onReload: () => void teams.refetch(),
    page,
    onPageChange: setPage,
    search,
    onSearchChange: (value) => {
      setSearch(value);
      setPage(1);
    },
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
