import { cleanup } from '@testing-library/react';
import { afterEach, vi, type MockInstance } from 'vitest';
import { http } from '@/api/http';
import { notify } from '@/lib/notify';

// Spies on the real client and notifications instead of module mocks: the DOM test files share
// one module graph per worker, so a module mock would leak into the files after it.

type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Spies on the one HTTP client's methods; give each its answers (`serve`) before rendering. */
export function spyOnHttp<M extends HttpMethod>(...methods: M[]): Record<M, MockInstance> {
  const spies = {} as Record<M, MockInstance>;
  for (const method of methods) spies[method] = vi.spyOn(http, method as HttpMethod);
  return spies;
}

/** Notifications recorded instead of shown, so no toast waits for a later file's screen. */
export function silenceNotify(): Record<keyof typeof notify, MockInstance> {
  const spies = {} as Record<keyof typeof notify, MockInstance>;
  for (const kind of Object.keys(notify) as (keyof typeof notify)[])
    spies[kind] = vi.spyOn(notify, kind).mockImplementation(() => undefined);
  return spies;
}

/**
 * After each test of the calling file: unmount first, so nothing still on screen reaches the
 * real client, then put the real methods back.
 */
export function restoreSpiesAfterEach(before?: () => void): void {
  afterEach(() => {
    before?.();
    cleanup();
    vi.restoreAllMocks();
  });
}
