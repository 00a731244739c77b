import { withPrefix } from '@/api/api-error';
import type { useUser } from '@/api/users/get-user';
import { LoadError } from '@/components/load-error';
import { UserProfileCard } from './user-profile-card';
import { UserTeamsCard } from './user-teams-card';

type Props = { user: ReturnType<typeof useUser>; isSelf: boolean };

/** /user?id=: the person's names and their team memberships. */
export function UserDetails({ user, isSelf }: Props) {
  if (user.isPending)
    return <div className="spinner-border text-primary" role="status" aria-label="Loading" />;
  if (user.isError)
    return (
      <LoadError
        message={withPrefix('Error fetching user', user.error)}
        onRetry={() => void user.refetch()}
      />
    );
  return (
    <div className="d-flex flex-column gap-3">
      <UserProfileCard user={user.data} isSelf={isSelf} />
      <UserTeamsCard userId={user.data.id} />
    </div>
  );
}
