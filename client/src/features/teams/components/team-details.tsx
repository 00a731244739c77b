import { useQuery } from '@tanstack/react-query';
import { TEAM_MEMBERS_PAGE_SIZE } from '@contract/teams';
import { teamQueryOptions } from '@/api/teams/get-team';
import { LoadError } from '@/components/load-error';
import { withPrefix } from '@/api/api-error';
import { TeamMembersCard } from './team-members-card';
import { TeamSettingsCard } from './team-settings-card';
import { TeamVmsCard } from './team-vms-card';

/** The first page of members, which also gives the team's name (one query, one cache entry). */
export const useTeamHeading = (teamId: number | null) =>
  useQuery({
    ...teamQueryOptions(teamId ?? 0, { page: 1, size: TEAM_MEMBERS_PAGE_SIZE, search: '' }),
    enabled: teamId !== null,
  });

/** /team?id=: Team Settings, Team Members and Team VMs. */
export function TeamDetails({ teamId }: { teamId: number }) {
  const team = useTeamHeading(teamId);
  if (team.isPending)
    return <div className="spinner-border text-primary" role="status" aria-label="Loading" />;
  if (team.isError)
    return (
      <LoadError
        message={withPrefix('Error fetching team', team.error)}
        onRetry={() => void team.refetch()}
      />
    );
  return (
    <div className="d-flex flex-column gap-3">
      <TeamSettingsCard teamId={teamId} name={team.data.teamName} />
      <TeamMembersCard teamId={teamId} />
      <TeamVmsCard teamId={teamId} />
    </div>
  );
}
