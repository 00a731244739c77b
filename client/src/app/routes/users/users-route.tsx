import '@/styles/people.css';
import { useNavigate } from 'react-router-dom';
import { PersonPlus } from 'react-bootstrap-icons';
import { useCan } from '@/api/permissions/get-my-permissions';
import { UserList } from '@/features/users';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { QuotaHint } from '@/features/quotas';

/** /users: the user list. */
export function UsersRoute() {
  const navigate = useNavigate();
  const can = useCan()('user.manage');
  return (
    <PageFrame
      breadcrumbs={[{ label: 'Users' }]}
      width="wide"
      actionNote={<QuotaHint quota="users" />}
      primaryAction={{
        name: 'Create User',
        icon: PersonPlus,
        disabled: !can.enabled,
        onClick: () => void navigate(paths.createUser()),
      }}
    >
      <UserList />
    </PageFrame>
  );
}
