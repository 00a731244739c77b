import type { ActiveScenario, Scenarios } from '@contract/sandbox';
import type { World } from '../../model/schema';

const RESOURCE_LABEL = { virtual_machine: 'VM', network: 'network' } as const;

/** Switches scenarios on or off; what is not named stays as it is. */
export function changeScenarios(world: World, change: Partial<Scenarios>): void {
  Object.assign(world.sandbox.scenarios, change);
}

/** Every scenario that is on, datacenter outages included, as the badge and the page list them. */
export function activeScenarios(world: World): ActiveScenario[] {
  const s = world.sandbox.scenarios;
  const active: ActiveScenario[] = [];
  if (s.failNextCreation)
    active.push({
      key: 'failNextCreation',
      label: `Next ${RESOURCE_LABEL[s.failNextCreation.resourceType]} creation fails while ${s.failNextCreation.stage.replace(/_/g, ' ')}`,
    });
  if (s.consolesUnavailable)
    active.push({ key: 'consolesUnavailable', label: 'Consoles unavailable' });
  if (s.latencyMs > 0)
    active.push({ key: 'latencyMs', label: `Slow network: +${s.latencyMs} ms a call` });
  if (s.serverErrors)
    active.push({
      key: 'serverErrors',
      label: `${Math.round(s.serverErrors.rate * 100)} % of calls${s.serverErrors.paths.length ? ` to ${s.serverErrors.paths.join(', ')}` : ''} fail with 503`,
    });
  if (s.quotaExceeded) active.push({ key: 'quotaExceeded', label: 'Trial quotas exceeded' });
  for (const outage of world.datacenterOutages) {
    const datacenter = world.catalogue.datacenters.find((d) => d.id === outage.datacenterId);
    active.push({
      key: `datacenter-${outage.datacenterId}`,
      label: `${datacenter?.name ?? 'A datacenter'}: ${outage.jobId !== null ? 'being set up' : outage.reason}`,
    });
  }
  return active;
}

/** The failure armed for the next creation of this kind, disarmed as it is used. */
export function takeArmedFailure(world: World, resourceType: 'virtual_machine' | 'network') {
  const armed = world.sandbox.scenarios.failNextCreation;
  if (!armed || armed.resourceType !== resourceType) return null;
  world.sandbox.scenarios.failNextCreation = null;
  return armed;
}
