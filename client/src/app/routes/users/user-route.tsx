import '@/styles/people.css';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/auth/get-current-user';
import { useUser } from '@/api/users/get-user';
import { fullName, UserDetails } from '@/features/users';
import { PageFrame } from '@/shell/page-frame';
import { paths } from '@/config/paths';
import { useQueryId } from '../query-id';

/** /user?id=: a user of the company, or one's own Profile; without a usable id, the user list. */
export function UserRoute() {
  const id = useQueryId();
  if (id === null) return <Navigate to={paths.users()} replace />;
  return <UserScreen id={id} />;
}

function UserScreen({ id }: { id: number }) {
  const me = useCurrentUser().data;
  const user = useUser(id);
  const isSelf = me?.id === id;
  const name = user.data ? fullName(user.data) : 'User';
  return (
    <PageFrame
      breadcrumbs={
        isSelf ? [{ label: 'Profile' }] : [{ label: 'Users', to: paths.users() }, { label: name }]
      }
      back={isSelf ? undefined : paths.users()}
      width="wide"
    >
      <UserDetails user={user} isSelf={isSelf} />
    </PageFrame>
  );
}
