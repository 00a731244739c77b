import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignPermissionsRequest, TeamPermissions } from '@contract/roles';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { permissionKeys } from './permissions-keys';

export async function assignPermissions(body: AssignPermissionsRequest): Promise<TeamPermissions> {
  return unwrap<TeamPermissions>(await http.post('/permissions/assign', body));
}

/** A team's table changes, and with it what its members (perhaps the caller) may do. */
export function useAssignPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPermissions,
    onSuccess: () => invalidate(queryClient, permissionKeys.all),
  });
}
