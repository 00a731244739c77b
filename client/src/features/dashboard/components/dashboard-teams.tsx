import { DeleteTeamModal } from './delete-team-modal';
import { TeamsTab } from './teams-tab';
import { useDashboardTeams } from '../hooks/use-dashboard-teams';

/** The Teams tab with its delete confirmation. */
export function DashboardTeams() {
  const { tab, deleteDialog } = useDashboardTeams();
  return (
    <>
      <TeamsTab {...tab} />
      <DeleteTeamModal {...deleteDialog} />
    </>
  );
}
