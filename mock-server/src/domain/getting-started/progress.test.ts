import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import type { Job, Network, User, VirtualMachine, World } from '../../model/schema';
import { noteFirst } from './firsts';
import { baselineOf, gettingStartedOf } from './progress';

const NOW = new Date('2026-03-15T10:00:00Z');
const ME = 1;
const OTHER = 2;

/** A world whose starting point held one record of each kind (ids 1), for company ME. */
function startedWorld() {
  const world = emptyWorld({ seed: 1, now: NOW, jwtSecret: 'x'.repeat(16) });
  world.virtualMachines.push(vm(1, { status: 'Running' }));
  world.networks.push(network(1));
  world.users.push(user(1));
  world.supportTickets.push({ id: 1, companyId: ME, userId: 1, message: 'm', createdAt: '' });
  Object.assign(world.counters, { virtualMachines: 1, networks: 1, users: 1, supportTickets: 1 });
  return { world, base: baselineOf(world) };
}
const vm = (id: number, over: Partial<VirtualMachine> = {}) =>
  ({ id, companyId: ME, status: 'Provisioning', jobId: null, ...over }) as VirtualMachine;
const network = (id: number, over: Partial<Network> = {}) =>
  ({ id, companyId: ME, pendingJobId: null, isDefault: false, ...over }) as Network;
const user = (id: number, companyId = ME) => ({ id, companyId }) as User;
const job = (id: number, over: Partial<Job>) =>
  ({ id, outcome: 'success', finishedAt: null, ...over }) as Job;

const done = (world: World, base: ReturnType<typeof baselineOf>, companyId = ME) =>
  gettingStartedOf(world, companyId, base)
    .steps.filter((s) => s.done)
    .map((s) => s.id);

describe('getting-started steps, from the world', () => {
  it('counts nothing the starting point already held', () => {
    const { world, base } = startedWorld();
    expect(gettingStartedOf(world, ME, base)).toMatchObject({ done: 0, total: 5 });
  });

  it('ticks a new VM once Running, or stopped after a create job that succeeded', () => {
    const { world, base } = startedWorld();
    world.jobs.push(job(1, {}), job(2, { finishedAt: NOW.toISOString() }));
    world.virtualMachines.push(vm(2, { jobId: 1 }));
    expect(done(world, base)).toEqual([]);
    world.virtualMachines.push(vm(3, { jobId: 2, status: 'Stopped' }));
    expect(done(world, base)).toEqual(['vm-running']);
  });

  it('never ticks a VM whose create job failed', () => {
    const { world, base } = startedWorld();
    world.jobs.push(job(1, { outcome: 'failure', finishedAt: NOW.toISOString() }));
    world.virtualMachines.push(vm(2, { jobId: 1, status: 'Error' }));
    expect(done(world, base)).toEqual([]);
  });

  it('ticks a network built by the company, not a pending or default one', () => {
    const { world, base } = startedWorld();
    world.networks.push(network(2, { pendingJobId: 5 }), network(3, { isDefault: true }));
    expect(done(world, base)).toEqual([]);
    world.networks.push(network(4));
    expect(done(world, base)).toEqual(['network-created']);
  });

  it("ticks a teammate of the company only, and another company's steps never", () => {
    const { world, base } = startedWorld();
    world.users.push(user(2, OTHER));
    expect(done(world, base)).toEqual([]);
    expect(done(world, base, OTHER)).toEqual(['teammate-invited']);
  });

  it("ticks the console and support from the company's noted firsts or a new ticket", () => {
    const { world, base } = startedWorld();
    noteFirst(world, ME, 'consoleOpenedAt', NOW);
    noteFirst(world, OTHER, 'guideReadAt', NOW);
    expect(done(world, base)).toEqual(['console-opened']);
    world.supportTickets.push({ id: 2, companyId: ME, userId: 1, message: 'm', createdAt: '' });
    expect(done(world, base)).toEqual(['console-opened', 'support-used']);
  });

  it('notes a first once: a later time changes nothing', () => {
    const { world } = startedWorld();
    noteFirst(world, ME, 'guideReadAt', NOW);
    noteFirst(world, ME, 'guideReadAt', new Date('2026-04-01T00:00:00Z'));
    expect(world.firsts).toEqual([
      { companyId: ME, consoleOpenedAt: null, guideReadAt: NOW.toISOString() },
    ]);
  });
});
