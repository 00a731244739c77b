import '@/styles/people.css';
import { useNavigate } from 'react-router-dom';
import { CreateEditTeam, useTeamHeading } from '@/features/teams';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { useQueryId } from '../query-id';

/**
 * /createEditTeam: "Teams › Create Team" for a new team; once made, its id goes into the query
 * string and the screen becomes "Teams › {name} › Edit".
 */
export function CreateEditTeamRoute() {
  const navigate = useNavigate();
  const id = useQueryId();
  const team = useTeamHeading(id);
  const crumbs =
    id === null
      ? [{ label: 'Teams', to: paths.teams() }, { label: 'Create Team' }]
      : [
          { label: 'Teams', to: paths.teams() },
          { label: team.data?.teamName ?? 'Team', to: paths.team(id) },
          { label: 'Edit' },
        ];
  const teamName = team.data?.teamName;
  return (
    <PageFrame
      breadcrumbs={crumbs}
      title={id === null ? undefined : teamName ? `Edit ${teamName}` : 'Edit Team'}
      back={id === null ? paths.teams() : paths.team(id)}
      width="wide"
      primaryAction={
        id === null
          ? undefined
          : {
              name: 'Done',
              variant: 'outline-primary',
              onClick: () => void navigate(paths.team(id)),
            }
      }
    >
      <CreateEditTeam
        key={id ?? 'new'}
        teamId={id}
        onCreated={(teamId) => void navigate(paths.createEditTeam(teamId), { replace: true })}
        onCancel={() => void navigate(paths.teams())}
      />
    </PageFrame>
  );
}
