import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { vmKeys } from './vms-keys';

export async function getVmConsole(id: number): Promise<string> {
  const data = unwrap<{ consoleUrl: string }>(await http.get(`/virtualMachines/getConsole/${id}`));
  return data.consoleUrl;
}

/** A console URL is a one-time session: never refetched behind the user's back (it would reload the frame). */
export const vmConsoleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vmKeys.console(id),
    queryFn: () => getVmConsole(id),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useVmConsole = (id: number, enabled: boolean) =>
  useQuery({ ...vmConsoleQueryOptions(id), enabled });
