import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_MESSAGES, type CreateUserRequest } from '@contract/users';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { teamKeys } from '@/api/teams/teams-keys';
import { quotaKeys } from '@/api/quotas/get-quota-usage';
import { userKeys } from './users-keys';

/** Answers the confirmation to show: "Completed creating user: {email}". */
export async function createUser(body: CreateUserRequest): Promise<string> {
  const created = unwrap<{ id: number; email: string }>(await http.post('/users/create', body));
  return USER_MESSAGES.created(created.email);
}

/** A new user shows in the user list and in the member counts of the teams they joined. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidate(queryClient, userKeys.all, teamKeys.all, quotaKeys.all),
  });
}
