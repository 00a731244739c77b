import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeepSandboxRequest } from '@contract/sales-leads';
import { keptSandboxSchema } from '@contract/sales-leads';
import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { sandboxKeys } from './sandbox-keys';
import { sandboxUrl } from './sandbox-url';

/** POST /__sandbox/keep: the hosted world lives longer after each visit; its address is mailed. */
export async function keepSandbox(input: KeepSandboxRequest) {
  const http = await lazyHttp();
  return keptSandboxSchema.parse(unwrap<unknown>(await http.post(sandboxUrl('keep'), input)));
}

/** Keeping the world changes what the banner says (kept until...): its info is read again. */
export function useKeepSandbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: keepSandbox,
    onSuccess: () => client.invalidateQueries({ queryKey: sandboxKeys.info() }),
  });
}
