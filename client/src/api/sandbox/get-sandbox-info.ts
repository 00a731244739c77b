import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxInfo } from '@contract/sandbox';
import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { sandboxKeys } from './sandbox-keys';
import { sandboxUrl } from './sandbox-url';

/** GET /__sandbox/info; null when the API is not a sandbox (the real provider has no such call). */
export async function getSandboxInfo(): Promise<SandboxInfo | null> {
  const http = await lazyHttp();
  const response = await http.get(sandboxUrl('info'));
  if (response.status === 404) return null;
  const info = unwrap<SandboxInfo | null>(response);
  return info?.sandbox === true ? info : null;
}

// The badge follows the control room (scenarios, clock, new emails) without a reload.
const REFRESH_MS = 10_000;

export const sandboxInfoQueryOptions = () =>
  queryOptions({
    queryKey: sandboxKeys.info(),
    queryFn: getSandboxInfo,
    staleTime: REFRESH_MS / 2,
    refetchInterval: (query) => (query.state.data === null ? false : REFRESH_MS),
    retry: false,
  });

export const useSandboxInfo = () => useQuery(sandboxInfoQueryOptions());
