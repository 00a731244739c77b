import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { emptyWorld } from '../../model/empty-world';
import { loadCatalogue } from '../../seed/fixtures';
import type { World } from '../../model/schema';
import { ensureDefaultNetwork } from '../networks/default-network';
import type { HttpError } from '../shared/errors';
import { refusalOf } from '../../testing/test-records';
import { createVms, type CreateVmInput } from './vm-create';
import { contextAt } from '../../testing/domain-context';

const now = new Date('2026-03-15T10:00:00.000Z');
function ctx(timeScale = '1') {
  const world: World = emptyWorld({ seed: 1, now, jwtSecret: 's' });
  world.catalogue = loadCatalogue();
  world.teams.push({
    id: 5,
    companyId: 2,
    name: 'Other',
    parentTeamId: null,
    createdAt: '',
    updatedAt: '',
  });
  // The caller administers a team of company 1, so the permission table lets them create.
  world.teams.push({
    id: 1,
    companyId: 1,
    name: 'Own',
    parentTeamId: null,
    createdAt: '',
    updatedAt: '',
  });
  world.teamMembers.push({ id: 1, teamId: 1, userId: 1, roleId: 1 });
  return contextAt(world, now, { config: readConfig({ SANDBOX_TIME_SCALE: timeScale }) });
}
const caller = { userId: 1, companyId: 1 };
const req = (over: Partial<CreateVmInput> = {}): CreateVmInput => ({
  datacenterId: 1,
  imageId: 1,
  configurationId: 3,
  providerId: 1,
  name: 'web',
  numberOfInstances: 1,
  allocatePublicIp: true,
  ...over,
});
const refusal = (fn: () => unknown) => refusalOf<HttpError>(fn);

describe('createVms', () => {
  it('creates copies name-1..N under one job, Provisioning, each with an address', () => {
    const c = ctx();
    const { job, vms } = createVms(c, caller, req({ numberOfInstances: 3 }));
    expect(vms.map((v) => v.name)).toEqual(['web-1', 'web-2', 'web-3']);
    expect(vms.every((v) => v.status === 'Provisioning' && v.jobId === job.id)).toBe(true);
    expect(job).toMatchObject({
      resourceId: null,
      resourceName: 'web',
      resourceDisplayName: 'web (3 VMs)',
      outcome: 'success',
      vmIds: vms.map((v) => v.id),
    });
    expect(job.durationMs).toBeGreaterThanOrEqual(45_000);
    expect(job.durationMs).toBeLessThanOrEqual(90_000);
    expect(vms.every((v) => v.transition?.durationMs === job.durationMs)).toBe(true);
    expect(c.world.netAdapters.map((a) => a.privateIp)).toEqual([
      '10.10.0.10',
      '10.10.0.11',
      '10.10.0.12',
    ]);
  });

  it('names the single VM as the resource', () => {
    const { job, vms } = createVms(ctx(), caller, req());
    expect(job).toMatchObject({ resourceId: vms[0]?.id, resourceDisplayName: 'web' });
  });

  it('scales the duration', () => {
    const { job } = createVms(ctx('0.1'), caller, req());
    expect(job.durationMs).toBeLessThanOrEqual(9_000);
  });

  it('fails the job at the network stage for the fail- sentinel: VMs end in Error, no address', () => {
    const c = ctx();
    const { job, vms } = createVms(c, caller, req({ name: 'fail-db', numberOfInstances: 2 }));
    expect(job).toMatchObject({
      outcome: 'failure',
      errorMessage: 'Network configuration failed: no free address in the default network',
    });
    expect(vms.every((v) => v.transition?.to === 'Error')).toBe(true);
    expect(vms[0]?.transition?.durationMs).toBe(Math.round(job.durationMs * 0.9));
    expect(c.world.netAdapters).toHaveLength(0);
  });

  it('fails the same way when the Default Network really has no address left', () => {
    const c = ctx();
    const network = ensureDefaultNetwork(c.world, 1, 1, now.toISOString());
    network.allocationPools = [{ start: '10.10.0.10', end: '10.10.0.11' }];
    expect(createVms(c, caller, req({ numberOfInstances: 3 })).job.outcome).toBe('failure');
    expect(createVms(c, caller, req({ numberOfInstances: 2 })).job.outcome).toBe('success');
  });

  it('refuses a placement that does not fit, before changing anything', () => {
    const c = ctx();
    expect(
      refusal(() =>
        createVms(c, caller, req({ datacenterId: 12, configurationId: 6, providerId: 14 })),
      ),
    ).toMatchObject({ status: 400, message: 'Chosen configuration has no possible provider' });
    expect(refusal(() => createVms(c, caller, req({ providerId: 3 })))).toMatchObject({
      status: 400,
      errors: [{ path: 'providerId', msg: 'Chosen configuration has no possible provider' }],
    });
    expect(
      refusal(() => createVms(c, caller, req({ imageId: 7, configurationId: 1 }))).status,
    ).toBe(400);
    expect(refusal(() => createVms(c, caller, req({ teamId: 5 })))).toMatchObject({
      status: 400,
      message: 'Team not found',
    });
    expect(c.world.virtualMachines).toHaveLength(0);
    expect(c.world.networks).toHaveLength(0);
    expect(c.world.jobs).toHaveLength(0);
  });
});
