import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrayOf, envelope } from '@contract/envelope';
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
import { dataOf, worldOf } from '../../hosting/request-world';
import { domainContext } from '../../application/world-deps';
import { authOf, ok } from '../envelope';
import { idParams } from '../params';

const list = <T extends z.ZodType>(item: T) => ({ 200: envelope(arrayOf(item)) });

/** The provider's offer, walked by the create form (protected; the same for every company). */
export const vmCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/virtualMachines/listCountries',
    { schema: { response: list(namedSchema) } },
    (request) => ok('Countries retrieved', catalogue.listCountries(dataOf(request))),
  );

  app.get(
    '/virtualMachines/listRegions/:id',
    { schema: { params: idParams, response: list(regionSchema) } },
    (request) => ok('Regions retrieved', catalogue.listRegions(dataOf(request), request.params.id)),
  );

  app.get(
    '/virtualMachines/listCombinedRegions',
    { schema: { response: list(regionSchema) } },
    (request) => ok('Regions retrieved', catalogue.listCombinedRegions(dataOf(request))),
  );

  app.get(
    '/virtualMachines/getRegion/:id',
    { schema: { params: idParams, response: { 200: envelope(regionSchema) } } },
    (request) => ok('Region retrieved', catalogue.getRegion(dataOf(request), request.params.id)),
  );

  app.get(
    '/virtualMachines/listDatacenters/:id',
    { schema: { params: idParams, response: list(datacenterSchema) } },
    (request) =>
      ok('Datacenters retrieved', catalogue.listDatacenters(dataOf(request), request.params.id)),
  );

  app.get(
    '/virtualMachines/listCities/:id',
    { schema: { params: idParams, response: list(namedSchema) } },
    (request) => ok('Cities retrieved', catalogue.listCities(dataOf(request), request.params.id)),
  );

  app.get(
    '/virtualMachines/listImages/:id',
    { schema: { params: idParams, response: list(imageSchema) } },
    (request) => ok('Images retrieved', catalogue.listImages(dataOf(request), request.params.id)),
  );

  app.get(
    '/virtualMachines/listConfigurations',
    { schema: { querystring: listConfigurationsQuerySchema, response: list(configurationSchema) } },
    (request) =>
      ok(
        'Configurations retrieved',
        configurationChoices(domainContext(worldOf(request)), authOf(request), request.query),
      ),
  );

  app.get(
    '/virtualMachines/fetchVirtualMachineConfigurations/:id',
    { schema: { params: idParams, response: list(configurationSchema) } },
    (request) =>
      ok(
        'Configurations retrieved',
        catalogue.configurationsInDatacenter(dataOf(request), request.params.id),
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
      ok(
        'Providers retrieved',
        catalogue.listProviders(dataOf(request), request.params.id, request.query),
      ),
  );
};
