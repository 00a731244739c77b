import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  configurationSchema,
  datacenterSchema,
  imageSchema,
  namedSchema,
  regionSchema,
} from '../../contract/virtual-machines';
import { createTestApp, type TestApp } from './support/test-app';
import { CAT, signInAs, type As } from './support/vms';

let t: TestApp;
let customer: As;
beforeEach(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'customer');
});

const data = async <T extends z.ZodType>(
  schema: T,
  path: string,
  query: Record<string, number> = {},
): Promise<z.infer<T>> => schema.parse((await customer.get(path, query).expect(200)).body.data);
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('the create form cascade', () => {
  it('walks country → region → datacenter → image → size → provider', async () => {
    const countries = await data(z.array(namedSchema), '/v1/virtualMachines/listCountries');
    expect(names(countries)).toContain('United States');
    const us = countries.find((c) => c.name === 'United States');

    const regions = await data(z.array(regionSchema), `/v1/virtualMachines/listRegions/${us?.id}`);
    expect(names(regions)).toEqual(['US Central', 'US East', 'US West']);
    expect(regions[1]).toMatchObject({
      countryId: us?.id,
      countryRegion: 'United States - US East',
    });

    const east = regions[1]?.id;
    const datacenters = await data(
      z.array(datacenterSchema),
      `/v1/virtualMachines/listDatacenters/${east}`,
    );
    expect(datacenters).toEqual([
      { id: 1, name: 'Ashburn IAD1', regionId: east, city: 'Ashburn' },
      { id: 2, name: 'New York NYC1', regionId: east, city: 'New York' },
    ]);
    const central = regions[0]?.id;
    expect(
      await data(z.array(datacenterSchema), `/v1/virtualMachines/listDatacenters/${central}`),
    ).toHaveLength(1); // a region with one datacenter: the form picks it itself
    expect(await data(z.array(namedSchema), `/v1/virtualMachines/listCities/${east}`)).toEqual([
      { id: 1, name: 'Ashburn' },
      { id: 2, name: 'New York' },
    ]);

    const images = await data(
      z.array(imageSchema),
      `/v1/virtualMachines/listImages/${CAT.ashburn}`,
    );
    expect(names(images)).toEqual(
      expect.arrayContaining([
        'Ubuntu 24.04 LTS',
        'Debian 12 (Bookworm)',
        'Rocky Linux 9',
        'Windows Server 2022 Standard',
      ]),
    );
    expect(new Set(images.map((i) => i.os))).toEqual(new Set(['linux', 'windows']));

    const linuxSizes = await data(
      z.array(configurationSchema),
      '/v1/virtualMachines/listConfigurations',
      {
        imageId: CAT.ubuntu,
        datacenterId: CAT.ashburn,
      },
    );
    expect(linuxSizes).toEqual([
      { id: 1, name: 'Micro', cpu: 2, ram: 4, disk: 80 },
      { id: 2, name: 'Extra Small', cpu: 4, ram: 8, disk: 120 },
      { id: 3, name: 'Small', cpu: 6, ram: 10, disk: 180 },
      { id: 4, name: 'Medium', cpu: 8, ram: 12, disk: 240 },
      { id: 5, name: 'Large', cpu: 12, ram: 48, disk: 300 },
      { id: 6, name: 'Extra Large', cpu: 16, ram: 64, disk: 400 },
    ]);
    const windowsSizes = await data(
      z.array(configurationSchema),
      '/v1/virtualMachines/listConfigurations',
      {
        imageId: CAT.windows2022,
        datacenterId: CAT.ashburn,
      },
    );
    expect(names(windowsSizes)).not.toContain('Micro');

    const providers = (configurationId: number, datacenterId: number = CAT.ashburn) =>
      data(z.array(namedSchema), `/v1/virtualMachines/listProviders/${datacenterId}`, {
        imageId: CAT.ubuntu,
        configurationId,
      });
    expect(names(await providers(CAT.small))).toEqual(['Atlas Compute', 'Meridian Cloud']);
    expect(names(await providers(CAT.large))).toEqual(['Atlas Compute']);
    expect(await providers(CAT.extraLarge, CAT.singapore)).toEqual([]);
  });

  it('lists every region with its country, and one region by id', async () => {
    const combined = await data(z.array(regionSchema), '/v1/virtualMachines/listCombinedRegions');
    expect(combined).toHaveLength(t.store.data.catalogue.regions.length);
    expect(combined.map((r) => r.countryRegion)).toContain('Germany - Germany Central');
    expect(await data(regionSchema, '/v1/virtualMachines/getRegion/6')).toEqual({
      id: 6,
      name: 'UK South',
      countryId: 4,
      countryRegion: 'United Kingdom - UK South',
    });
  });

  it('lists the sizes some provider offers in a datacenter', async () => {
    const sin = await data(
      z.array(configurationSchema),
      `/v1/virtualMachines/fetchVirtualMachineConfigurations/${CAT.singapore}`,
    );
    expect(names(sin)).toEqual(['Micro', 'Extra Small', 'Small', 'Medium', 'Large']);
  });

  it.each([
    ['/v1/virtualMachines/listRegions/999', 'Country not found'],
    ['/v1/virtualMachines/listDatacenters/999', 'Region not found'],
    ['/v1/virtualMachines/listCities/999', 'Region not found'],
    ['/v1/virtualMachines/getRegion/999', 'Region not found'],
    ['/v1/virtualMachines/listImages/999', 'Datacenter not found'],
    ['/v1/virtualMachines/fetchVirtualMachineConfigurations/999', 'Datacenter not found'],
    ['/v1/virtualMachines/listProviders/999', 'Datacenter not found'],
    ['/v1/virtualMachines/listConfigurations?imageId=999&datacenterId=1', 'Image not found'],
    ['/v1/virtualMachines/listProviders/1?configurationId=999', 'Machine configuration not found'],
    ['/v1/virtualMachines/listConfigurations?vmId=999999', 'Virtual machine not found'],
  ])('%s → 404 %s', async (path, message) => {
    expect((await customer.get(path).expect(404)).body).toEqual({ message, data: null });
  });

  it('asks for an image and datacenter, or a VM', async () => {
    const res = await customer
      .get('/v1/virtualMachines/listConfigurations', { imageId: 1 })
      .expect(400);
    expect(res.body.message).toBe('Give imageId and datacenterId, or vmId');
  });

  it('needs a signed-in user', async () => {
    await t.api.get('/v1/virtualMachines/listCountries').expect(401);
  });
});
