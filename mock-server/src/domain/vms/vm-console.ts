import { VM_ERROR_MESSAGES } from '@contract/vm-messages';
import { netAdaptersOf } from '../networks/net-adapters';
import type { DomainContext } from '../shared/context';
import { conflict, HttpError } from '../shared/errors';
import { consoleUrlFor, issueConsoleTicket, spendConsoleTicket } from './console-ticket';
import type { Caller } from './vm-actions';
import { accessibleVm } from './vm-access';
import { findVm, vmDetails } from './vm-queries';
import { specOf } from './vm-specs';

/** What a console page shows of its VM: the guest's name, image, size and primary addresses. */
export type ConsoleTarget = {
  vmId: number;
  hostname: string;
  image: string;
  os: 'linux' | 'windows';
  cpu: number;
  ram: number;
  disk: number;
  privateIp: string | null;
  publicIp: string | null;
  macAddress: string | null;
  cidrBlock: string | null;
};

/**
 * A console session for a Running VM whose provider offers consoles: the URL of the page, with
 * a short-lived ticket as its credential. The status refusal comes from the contract's table;
 * a provider without consoles gets the same words the portal's disabled button shows.
 */
export function openConsole(
  ctx: DomainContext,
  caller: Caller & { familyId: number },
  vmId: number,
): string {
  const vm = accessibleVm(ctx.world, caller, vmId, 'console');
  if (!vmDetails(ctx.world, vm, ctx.time.now).consoleAvailable)
    throw conflict(VM_ERROR_MESSAGES.consoleUnavailable);
  const ticket = issueConsoleTicket(ctx, {
    vmId: vm.id,
    companyId: caller.companyId,
    familyId: caller.familyId,
  });
  return consoleUrlFor(ctx.config.publicOrigin, vm.id, ticket);
}

/**
 * The VM a console ticket opens (spending the ticket), through the same tenancy lookup as every
 * VM call; null if the ticket or the VM is not good.
 */
export function consoleTarget(
  ctx: DomainContext,
  ticket: string | undefined,
  vmId: number,
): ConsoleTarget | null {
  const spent = spendConsoleTicket(ctx, ticket, vmId);
  if (!spent) return null;
  const { world } = ctx;
  let vm;
  try {
    vm = findVm(world, spent.companyId, vmId);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
  const spec = specOf(world, vm);
  const image = world.catalogue.images.find((i) => i.id === vm.imageId);
  const primary = netAdaptersOf(world, vm.id)[0];
  return {
    vmId: vm.id,
    hostname: vm.name.toLowerCase(),
    image: image?.name ?? 'Linux',
    os: image?.os ?? 'linux',
    cpu: spec.cpu,
    ram: spec.ram,
    disk: spec.disk,
    privateIp: primary?.privateIp ?? null,
    publicIp: primary?.publicIp ?? null,
    macAddress: primary?.macAddress ?? null,
    cidrBlock: primary?.cidrBlock ?? null,
  };
}
