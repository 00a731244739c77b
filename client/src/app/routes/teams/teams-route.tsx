import '@/styles/people.css';
import { useNavigate } from 'react-router-dom';
import { PlusLg } from 'react-bootstrap-icons';
import { useCan } from '@/api/permissions/get-my-permissions';
import { TeamList } from '@/features/teams';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';

/** /teams: the team list. */
export function TeamsRoute() {
  const navigate = useNavigate();
  const can = useCan()('team.manage');
  return (
    <PageFrame
      breadcrumbs={[{ label: 'Teams' }]}
      width="wide"
      primaryAction={{
        name: 'Create Team',
        icon: PlusLg,
        disabled: !can.enabled,
        onClick: () => void navigate(paths.createEditTeam()),
      }}
    >
      <TeamList />
    </PageFrame>
  );
}
