import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@contract/envelope';
import {
  configurationSchema,
  datacenterSchema,
  imageSchema,
  namedSchema,
  regionSchema,
} from '@contract/virtual-machines';
import { listConfigurationsQuerySchema, listProvidersQuerySchema } from '@contract/vm-catalogue';
import * as catalogue from '../../domain/catalogue/catalogue';
import { configurationChoices } from '../../domain/vms/vm-actions';
import { domainContext } from '../../app-deps';
import { authOf, ok } from '../envelope';
import { idParams } from '../params';

const list = <T extends z.ZodType>(item: T) => ({ 200: envelope(z.array(item)) });

/** The provider's offer, walked by the create form (protected; the same for every company). */
export const vmCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const world = () => deps.store.data;

  app.get('/virtualMachines/listCountries', { schema: { response: list(namedSchema) } }, () =>
    ok('Countries retrieved', catalogue.listCountries(world())),
  );

  app.get(
    '/virtualMachines/listRegions/:id',
    { schema: { params: idParams, response: list(regionSchema) } },
    (request) => ok('Regions retrieved', catalogue.listRegions(world(), request.params.id)),
  );

  app.get(
    '/virtualMachines/listCombinedRegions',
    { schema: { response: list(regionSchema) } },
    () => ok('Regions retrieved', catalogue.listCombinedRegions(world())),
  );

  app.get(
    '/virtualMachines/getRegion/:id',
    { schema: { params: idParams, response: { 200: envelope(regionSchema) } } },
    (request) => ok('Region retrieved', catalogue.getRegion(world(), request.params.id)),
  );

  app.get(
    '/virtualMachines/listDatacenters/:id',
    { schema: { params: idParams, response: list(datacenterSchema) } },
    (request) => ok('Datacenters retrieved', catalogue.listDatacenters(world(), request.params.id)),
  );

  app.get(
    '/virtualMachines/listCities/:id',
    { schema: { params: idParams, response: list(namedSchema) } },
    (request) => ok('Cities retrieved', catalogue.listCities(world(), request.params.id)),
  );

  app.get(
    '/virtualMachines/listImages/:id',
    { schema: { params: idParams, response: list(imageSchema) } },
    (request) => ok('Images retrieved', catalogue.listImages(world(), request.params.id)),
  );

  app.get(
    '/virtualMachines/listConfigurations',
    { schema: { querystring: listConfigurationsQuerySchema, response: list(configurationSchema) } },
    (request) =>
      ok(
        'Configurations retrieved',
        configurationChoices(domainContext(deps), authOf(request), request.query),
      ),
  );

  app.get(
    '/virtualMachines/fetchVirtualMachineConfigurations/:id',
    { schema: { params: idParams, response: list(configurationSchema) } },
    (request) =>
      ok(
        'Configurations retrieved',
        catalogue.configurationsInDatacenter(world(), request.params.id),
      ),
  );

  app.get(
    '/virtualMachines/listProviders/:id',
    {
      schema: {
        params: idParams,
        querystring: listProvidersQuerySchema,
        response: list(namedSchema),
      },
    },
    (request) =>
      ok('Providers retrieved', catalogue.listProviders(world(), request.params.id, request.query)),
  );
};
