import type { Test } from 'supertest';
import type { CreateVmRequest } from '../../../contract/virtual-machines';
import type { VmStatus } from '../../../contract/vm-status';
import type { VirtualMachine } from '../../../mock-server/src/model/schema';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './test-app';

/** These tests move the clock by minutes; sessions must outlive that. */
export const LONG_SESSIONS = { ACCESS_TOKEN_TTL_S: String(24 * 3600) };

/** Requests as one signed-in user. */
export type As = {
  get: (path: string, query?: Record<string, string | number | boolean>) => Test;
  post: (path: string, body?: object) => Test;
  put: (path: string, body: object) => Test;
  delete: (path: string) => Test;
};

export function as(t: TestApp, token: string): As {
  const auth = (req: Test) => req.set('authorization', bearer(token));
  return {
    get: (path, query = {}) => auth(t.api.get(path)).query(query),
    post: (path, body) => (body ? auth(t.api.post(path)).send(body) : auth(t.api.post(path))),
    put: (path, body) => auth(t.api.put(path)).send(body),
    delete: (path) => auth(t.api.delete(path)),
  };
}

export const signInAs = async (t: TestApp, who: keyof typeof DEMO = 'customer') => {
  const user = DEMO[who] as { email: string; password: string };
  return as(t, (await signIn(t, user.email, user.password)).accessToken);
};

/** Catalogue ids the tests lean on (fixtures/catalogue). */
export const CAT = {
  ashburn: 1, // US East; Atlas Compute (console, hotplug, every size) and Meridian Cloud (sizes 1-4)
  toronto: 7, // Canada Central: no seeded Northwind VM there
  singapore: 12, // Lion City Compute offers no Extra Large; no console
  tokyo: 13, // being initialized when seeded
  sydney: 14, // in maintenance when seeded
  atlasAshburn: 1,
  meridianAshburn: 2,
  mapleToronto: 8,
  lionCity: 14,
  ubuntu: 1,
  windows2022: 7,
  micro: 1,
  small: 3,
  medium: 4,
  large: 5,
  extraLarge: 6,
} as const;

/** A Small Ubuntu VM in Ashburn on Atlas Compute, unless told otherwise. */
export const createBody = (over: Partial<CreateVmRequest> = {}): CreateVmRequest => ({
  datacenterId: CAT.ashburn,
  imageId: CAT.ubuntu,
  configurationId: CAT.small,
  providerId: CAT.atlasAshburn,
  name: 'web-test',
  numberOfInstances: 1,
  ...over,
});

export const companyOf = (t: TestApp, who: keyof typeof DEMO = 'customer') =>
  t.store.data.users.find((u) => u.email === DEMO[who].email)?.companyId as number;

/** The stored VM (tests read and, for table-driven checks, set the world directly). */
export const storedVm = (t: TestApp, id: number) =>
  t.store.data.virtualMachines.byId(id) as VirtualMachine;

/** Puts a VM in a status with nothing in flight, as if it had settled there. */
export function forceStatus(t: TestApp, id: number, status: VmStatus, sizeId?: number) {
  return t.store.mutate((world) => {
    const vm = world.virtualMachines.byId(id) as VirtualMachine;
    Object.assign(vm, { status, transition: null, deletedAt: null }, sizeId ? { sizeId } : {});
  });
}

/** Moves the fake clock on in steps, calling back after each (a poller's view). */
export async function advanceInSteps(
  t: TestApp,
  totalMs: number,
  stepMs: number,
  each: () => Promise<void>,
): Promise<void> {
  for (let done = 0; done < totalMs; done += stepMs) {
    t.clock.advance(Math.min(stepMs, totalMs - done));
    await each();
  }
}

/** A sandbox whose sessions outlive the clock moves, with both demo tenants signed in. */
export async function twoTenants() {
  const t = await createTestApp({ env: LONG_SESSIONS });
  return { t, customer: await signInAs(t, 'customer'), reseller: await signInAs(t, 'reseller') };
}
