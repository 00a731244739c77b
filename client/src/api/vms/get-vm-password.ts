import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { vmKeys } from './vms-keys';

export async function getVmPassword(id: number): Promise<string> {
  const data = unwrap<{ sshPassword: string }>(
    await http.get(`/virtualMachines/getPassword/${id}`),
  );
  return data.sshPassword;
}

/** Fetched on first reveal or copy only, then kept for the visit (a secret, so no refetching). */
export const vmPasswordQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vmKeys.password(id),
    queryFn: () => getVmPassword(id),
    staleTime: Infinity,
    retry: false,
  });
