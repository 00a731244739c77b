import { domainContext, type AppDeps } from '../app-deps';
import type { DomainContext } from '../domain/shared/context';

/**
 * Runs a domain operation that may change the world and saves afterwards, also when it throws:
 * a wrong MFA code is refused with a 401 and its counted attempt must still be persisted.
 */
export async function mutate<T>(
  deps: AppDeps,
  fn: (ctx: DomainContext) => T | Promise<T>,
): Promise<T> {
  const ctx = domainContext(deps);
  try {
    return await fn(ctx);
  } finally {
    await deps.store.save();
  }
}
