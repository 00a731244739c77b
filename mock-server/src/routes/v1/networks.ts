import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, doneEnvelope } from '@contract/envelope';
import { jobProgressSchema } from '@contract/jobs';
import { networkAdapterListSchema, networkAdapterSchema } from '@contract/network-adapters';
import { NETWORK_SUCCESS_MESSAGES as S } from '@contract/network-messages';
import {
  cidrDetailsQuerySchema,
  cidrDetailsSchema,
  createNetworkRequestSchema,
  networkDetailSchema,
  networkListQuerySchema,
  networkListResponseSchema,
  networkVmListSchema,
  updateNetworkRequestSchema,
} from '@contract/networks';
import { jobProgress } from '../../domain/jobs/job-progress';
import type { NetAdapter, World } from '../../model/schema';
import { requirePermission } from '../../domain/permissions/require-permission';
import { netAdaptersOf } from '../../domain/networks/net-adapters';
import {
  connectedVms,
  findAdapter,
  findNetwork,
  networkDetail,
} from '../../domain/networks/network-queries';
import { listNetworks } from '../../domain/networks/network-list';
import {
  cidrDetails,
  createNetwork,
  deleteNetwork,
  updateNetwork,
} from '../../domain/networks/network-write';
import {
  allocateInterfacePublicIp,
  releaseInterfacePublicIp,
} from '../../domain/networks/vm-interfaces';
import { findVm } from '../../domain/vms/vm-queries';
import { authOf, ok } from '../envelope';
import { mutate, mutateEvenWhenFull } from '../../application/unit-of-work';
import { idParams } from '../params';
import { dataOf, worldOf } from '../../hosting/request-world';

// Made once per process: every app then shares its compiled serializer.
const publicIpReply = envelope(networkAdapterSchema.optional());

const adapterOut = (world: Parameters<typeof netAdaptersOf>[0], vmId: number, id: number) =>
  netAdaptersOf(world, vmId).find((a) => a.id === id);

/**
 * Networks of the caller's company (protected). Each route finds its one record through a
 * lookup that checks tenancy (findNetwork, findAdapter, findVm: another company's is a 404).
 */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/networks/list',
    {
      schema: {
        querystring: networkListQuerySchema,
        response: { 200: envelope(networkListResponseSchema) },
      },
    },
    (request) =>
      ok(S.list, listNetworks(dataOf(request), authOf(request).companyId, request.query)),
  );

  app.get(
    '/networks/getCIDRDetails',
    {
      schema: {
        querystring: cidrDetailsQuerySchema,
        response: { 200: envelope(cidrDetailsSchema) },
      },
    },
    (request) => ok(S.cidr, cidrDetails(dataOf(request), authOf(request).companyId, request.query)),
  );

  app.post(
    '/networks/create',
    {
      schema: { body: createNetworkRequestSchema, response: { 200: envelope(jobProgressSchema) } },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        requirePermission(ctx.world, authOf(request), 'network.create');
        return ok(
          S.create,
          jobProgress(createNetwork(ctx, authOf(request), request.body), ctx.time.now),
        );
      }),
  );

  app.put(
    '/networks/update/:id',
    {
      schema: {
        params: idParams,
        body: updateNetworkRequestSchema,
        response: { 200: envelope(networkDetailSchema) },
      },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const network = findNetwork(ctx.world, authOf(request).companyId, request.params.id);
        requirePermission(ctx.world, authOf(request), 'network.change');
        return ok(S.update, networkDetail(ctx.world, updateNetwork(ctx, network, request.body)));
      }),
  );

  app.get(
    '/networks/:id',
    { schema: { params: idParams, response: { 200: envelope(networkDetailSchema) } } },
    (request) => {
      const network = findNetwork(dataOf(request), authOf(request).companyId, request.params.id);
      return ok(S.details, networkDetail(dataOf(request), network));
    },
  );

  app.get(
    '/networks/:id/vmsForNetwork',
    { schema: { params: idParams, response: { 200: envelope(networkVmListSchema) } } },
    (request) => {
      const network = findNetwork(dataOf(request), authOf(request).companyId, request.params.id);
      return ok(S.vms, connectedVms(dataOf(request), network.id));
    },
  );

  app.delete(
    '/networks/delete/:id',
    { schema: { params: idParams, response: { 200: doneEnvelope } } },
    (request) =>
      mutateEvenWhenFull(worldOf(request), (ctx) => {
        const network = findNetwork(ctx.world, authOf(request).companyId, request.params.id);
        requirePermission(ctx.world, authOf(request), 'network.delete');
        deleteNetwork(ctx.world, network);
        return ok(S.delete, null);
      }),
  );

  app.get(
    '/networks/listNetAdapters/:id',
    { schema: { params: idParams, response: { 200: envelope(networkAdapterListSchema) } } },
    (request) => {
      const vm = findVm(dataOf(request), authOf(request).companyId, request.params.id);
      return ok(S.adapters, netAdaptersOf(dataOf(request), vm.id));
    },
  );

  // Both public IP calls: find the interface (404 for another company's), check the VM's team may
  // change it, apply, and answer the interface as it now is.
  const publicIpChange =
    (change: (world: World, adapter: NetAdapter) => void, message: string) =>
    (request: FastifyRequest<{ Params: { id: number } }>) =>
      mutate(worldOf(request), (ctx) => {
        const adapter = findAdapter(ctx.world, authOf(request).companyId, request.params.id);
        const teamId = teamOfVm(ctx.world, adapter.vmId);
        requirePermission(ctx.world, authOf(request), 'network.change', teamId);
        change(ctx.world, adapter);
        return ok(message, adapterOut(ctx.world, adapter.vmId, adapter.id));
      });
  const publicIpSchema = { schema: { params: idParams, response: { 200: publicIpReply } } };

  app.post(
    '/networks/allocatePublicIp/:id',
    publicIpSchema,
    publicIpChange((world, adapter) => allocateInterfacePublicIp(world, adapter), S.allocate),
  );
  app.delete(
    '/networks/releasePublicIp/:id',
    publicIpSchema,
    publicIpChange((_world, adapter) => releaseInterfacePublicIp(adapter), S.release),
  );
};

/** A public IP belongs to a VM's interface: the VM's team decides who may change it. */
const teamOfVm = (world: World, vmId: number) => world.virtualMachines.byId(vmId)?.teamId ?? null;
