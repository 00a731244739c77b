import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { sandboxUrl } from './sandbox-url';

/** POST /__sandbox/reset: the world back to its starting point; every session in it ends. */
export async function resetSandbox(): Promise<void> {
  const http = await lazyHttp();
  unwrap<unknown>(await http.post(sandboxUrl('reset'), {}));
}
