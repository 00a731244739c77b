import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GettingStarted } from '@contract/getting-started';
import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { useSandboxInfo } from './get-sandbox-info';
import { sandboxKeys } from './sandbox-keys';
import { sandboxUrl } from './sandbox-url';

/** GET /__sandbox/gettingStarted; null where the sandbox offers no checklist (404). */
export async function getGettingStarted(): Promise<GettingStarted | null> {
  const http = await lazyHttp();
  const response = await http.get(sandboxUrl('gettingStarted'));
  if (response.status === 404) return null;
  return unwrap<GettingStarted>(response);
}

// The steps follow what the user does elsewhere (a VM reaching Running) without a reload.
const REFRESH_MS = 10_000;

export const gettingStartedQueryOptions = () =>
  queryOptions({
    queryKey: sandboxKeys.gettingStarted(),
    queryFn: getGettingStarted,
    staleTime: REFRESH_MS / 2,
    refetchInterval: (query) => (query.state.data === null ? false : REFRESH_MS),
    refetchOnWindowFocus: true,
    retry: false,
  });

/** Asked only of a sandbox (its badge's call answered): the real provider is never asked. */
export function useGettingStarted() {
  const { data: info } = useSandboxInfo();
  return useQuery({ ...gettingStartedQueryOptions(), enabled: !!info });
}
