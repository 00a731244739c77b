import { DeleteTeamModal } from '@/features/dashboard/components/delete-team-modal';
import { TeamsTab } from '@/features/dashboard/components/teams-tab';
import { useDashboardTeams } from './use-dashboard-teams';

/** The Teams tab with its delete confirmation, fed by the teams feature. */
export function DashboardTeams() {
  const { tab, deleteDialog } = useDashboardTeams();
  return (
    <>
      <TeamsTab {...tab} />
      <DeleteTeamModal {...deleteDialog} />
    </>
  );
}
