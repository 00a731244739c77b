import type { GettingStarted } from '@contract/getting-started';
import { GETTING_STARTED_STEPS, type GettingStartedStepId } from '@contract/getting-started-steps';
import type { World } from '../../model/schema';

/**
 * The last id of each collection in the world a sandbox started from (its seed or template):
 * a record with a higher id was made in this world, by someone using it.
 */
export type Baseline = Pick<
  World['counters'],
  'virtualMachines' | 'networks' | 'users' | 'supportTickets'
>;

export const baselineOf = (start: World): Baseline => ({
  virtualMachines: start.counters.virtualMachines,
  networks: start.counters.networks,
  users: start.counters.users,
  supportTickets: start.counters.supportTickets,
});

export const firstsOf = (world: World, companyId: number) =>
  world.firsts?.find((f) => f.companyId === companyId);

type Rule = (world: World, companyId: number, base: Baseline) => boolean;

/** Each step, ticked from what the world holds: never from a click on the checklist. */
const RULES: Record<GettingStartedStepId, Rule> = {
  // Records with ids above the starting point's were made in this world: a poll of the checklist
  // reads what visitors made, not the 100,000 records a world may hold.
  // Built by its create job, which succeeded: the VM reached Running (it may be stopped since).
  'vm-running': (world, companyId, base) =>
    world.virtualMachines.after(base.virtualMachines).some((vm) => {
      if (vm.companyId !== companyId) return false;
      if (vm.status === 'Running') return true;
      const job = vm.jobId === null ? undefined : world.jobs.byId(vm.jobId);
      return job?.outcome === 'success' && job.finishedAt !== null && vm.status !== 'Provisioning';
    }),
  // Built (no longer pending) and made by someone: a default network appears on its own.
  'network-created': (world, companyId, base) =>
    world.networks
      .after(base.networks)
      .some((n) => n.companyId === companyId && n.pendingJobId === null && !n.isDefault),
  'teammate-invited': (world, companyId, base) =>
    world.users.after(base.users).some((u) => u.companyId === companyId),
  'console-opened': (world, companyId) => !!firstsOf(world, companyId)?.consoleOpenedAt,
  'support-used': (world, companyId, base) =>
    !!firstsOf(world, companyId)?.guideReadAt ||
    world.supportTickets.after(base.supportTickets).some((t) => t.companyId === companyId),
};

/** Which of the getting-started steps a company has done in this world. */
export function gettingStartedOf(
  world: World,
  companyId: number,
  base: Baseline,
): Omit<GettingStarted, 'world'> {
  const steps = GETTING_STARTED_STEPS.map(({ id }) => ({
    id,
    done: RULES[id](world, companyId, base),
  }));
  return { steps, done: steps.filter((s) => s.done).length, total: steps.length };
}
