import '@/styles/people.css';
import { Navigate } from 'react-router-dom';
import { TeamDetails, useTeamHeading } from '@/features/teams';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { useQueryId } from '../query-id';

/** /team?id=: one team; without a usable id, the team list. */
export function TeamRoute() {
  const id = useQueryId();
  if (id === null) return <Navigate to={paths.teams()} replace />;
  return <TeamScreen id={id} />;
}

function TeamScreen({ id }: { id: number }) {
  const team = useTeamHeading(id);
  return (
    <PageFrame
      breadcrumbs={[
        { label: 'Teams', to: paths.teams() },
        { label: team.data?.teamName ?? 'Team' },
      ]}
      back={paths.teams()}
      width="wide"
    >
      <TeamDetails teamId={id} />
    </PageFrame>
  );
}
