import { beforeEach, describe, expect, it } from 'vitest';
import { jobProgressSchema } from '../../contract/jobs';
import { NETWORK_ERROR_MESSAGES, NETWORK_MESSAGES } from '../../contract/network-messages';
import {
  cidrDetailsSchema,
  cidrProblem,
  networkDetailSchema,
  networkListResponseSchema,
  networkVmListSchema,
} from '../../contract/networks';
import { quotaRefusal } from '../../contract/quotas';
import {
  defaultNetworkBlock,
  suggestedBlock,
} from '../../mock-server/src/domain/networks/free-blocks';
import type { TestApp } from './support/test-app';
import { networkBody, readyNetwork, slash24 } from './support/networks';
import { companyOf, type As, twoTenants } from './support/vms';

let t: TestApp;
let customer: As;
let reseller: As;
beforeEach(async () => {
  ({ t, customer, reseller } = await twoTenants());
});

const list = async (query: Record<string, string | number | boolean> = {}) =>
  networkListResponseSchema.parse(
    (await customer.get('/v1/networks/list', { rowsPerPage: 100, ...query }).expect(200)).body.data,
  );
const idByName = async (name: string) => (await list({ search: name })).data[0]?.id as number;

describe('GET /v1/networks/getCIDRDetails', () => {
  const LAYOUT: [number, string, string][] = [
    [22, '10.70.0.10', '10.70.3.254'],
    [23, '10.70.0.10', '10.70.1.254'],
    [24, '10.70.0.10', '10.70.0.254'],
    [25, '10.70.0.10', '10.70.0.126'],
    [26, '10.70.0.10', '10.70.0.62'],
    [27, '10.70.0.10', '10.70.0.30'],
  ];
  for (const [prefix, start, end] of LAYOUT) {
    it(`lays out a /${prefix}: gateway .1, DHCP ${start} to ${end}`, async () => {
      const res = await customer
        .get('/v1/networks/getCIDRDetails', { cidr: `10.70.0.0/${prefix}` })
        .expect(200);
      expect(cidrDetailsSchema.strict().parse(res.body.data)).toEqual({
        cidr: `10.70.0.0/${prefix}`,
        gatewayIp: '10.70.0.1',
        dhcpStartAddress: start,
        dhcpEndAddress: end,
        warning: null,
      });
    });
  }

  it('normalises an address inside the block to the block', async () => {
    const res = await customer
      .get('/v1/networks/getCIDRDetails', { cidr: '10.0.3.255/22' })
      .expect(200);
    expect(res.body.data).toMatchObject({ cidr: '10.0.0.0/22', gatewayIp: '10.0.0.1' });
  });

  it('refuses other prefixes and malformed blocks with a 400 and a message', async () => {
    for (const cidr of ['10.0.0.0/21', '10.0.0.0/28', '10.0.0.0/32', '10.0.0.0/8']) {
      const res = await customer.get('/v1/networks/getCIDRDetails', { cidr }).expect(400);
      expect(res.body.message).toBe(NETWORK_MESSAGES.cidrPrefix);
    }
    for (const cidr of ['10.0.0.256/24', 'nonsense', '10.0.0/24', '10.0.0.0', '10.0.0.0/2x']) {
      const res = await customer.get('/v1/networks/getCIDRDetails', { cidr }).expect(400);
      expect(res.body.message).toBe(NETWORK_MESSAGES.cidrInvalid);
    }
  });

  it('refuses a block outside the private ranges, naming it', async () => {
    for (const cidr of ['127.0.0.0/24', '224.0.0.0/24', '0.0.0.0/24', '8.8.8.0/24']) {
      const res = await customer.get('/v1/networks/getCIDRDetails', { cidr }).expect(400);
      expect(res.body.message).toBe(NETWORK_MESSAGES.cidrNotPrivate(cidr));
    }
    await customer.get('/v1/networks/getCIDRDetails', { cidr: '172.16.0.0/24' }).expect(200);
    await customer.get('/v1/networks/getCIDRDetails', { cidr: '192.168.0.0/24' }).expect(200);
  });

  it("warns when the range overlaps another of the caller's networks in the region", async () => {
    const warn = await customer
      .get('/v1/networks/getCIDRDetails', { cidr: '10.30.0.128/25', datacenterId: 2 })
      .expect(200);
    expect(warn.body.data.warning).toBe(
      NETWORK_ERROR_MESSAGES.overlap('Backend Services', '10.30.0.0/24'),
    );
    // Another region, or another tenant: no overlap.
    for (const [who, datacenterId] of [
      [customer, 8],
      [reseller, 1],
    ] as const) {
      const res = await who
        .get('/v1/networks/getCIDRDetails', { cidr: '10.30.0.0/24', datacenterId })
        .expect(200);
      expect(res.body.data.warning).toBeNull();
    }
  });

  it('proposes a free /24 when asked without a block', async () => {
    const res = await customer.get('/v1/networks/getCIDRDetails', { datacenterId: 1 }).expect(200);
    expect(res.body.data).toMatchObject({ cidr: '10.100.0.0/24', warning: null });
  });
});

describe('GET /v1/networks/list', () => {
  it("lists the company's networks with region and connected VMs, never another tenant's", async () => {
    const page = await list();
    const names = page.data.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Backend Services', 'Storage Replication']));
    expect(names).not.toContain('Customer DMZ');
    const custom = page.data.find((r) => r.name === 'Storage Replication');
    expect(custom).toMatchObject({ cidrBlock: null, networkType: 'custom', connectedVms: 0 });
    const defaults = page.data.filter((r) => r.name === 'Default Network');
    expect(defaults.length).toBeGreaterThan(1);
    expect(defaults.every((d) => d.connectedVms > 0)).toBe(true);
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(
      ['cidrBlock', 'connectedVms', 'id', 'name', 'networkType', 'region'].sort(),
    );
  });

  it('searches, filters by region (0 = all) and pages', async () => {
    expect((await list({ search: 'backend' })).data.map((r) => r.name)).toEqual([
      'Backend Services',
    ]);
    const all = await list({ regionId: 0 });
    const usEast = await list({ regionId: 1 });
    expect(usEast.data.length).toBeLessThan(all.data.length);
    expect(usEast.data.every((r) => r.region === 'US East')).toBe(true);
    const paged = await list({ rowsPerPage: 2, page: 2 });
    expect(paged.data).toHaveLength(2);
    expect(paged.totalPages).toBe(Math.ceil(all.data.length / 2));
  });

  it('sorts by each of the four columns either way', async () => {
    for (const sortColumn of ['name', 'cidrBlock', 'region', 'connectedVms']) {
      const up = await list({ sortColumn });
      const down = await list({ sortColumn, sortDescending: true });
      expect(down.data.map((r) => r.id)).not.toEqual(up.data.map((r) => r.id));
    }
    const byVms = (await list({ sortColumn: 'connectedVms', sortDescending: true })).data;
    expect(byVms[0]?.connectedVms).toBeGreaterThanOrEqual(byVms.at(-1)?.connectedVms ?? 0);
    const byCidr = (await list({ sortColumn: 'cidrBlock' })).data.map((r) => r.cidrBlock);
    expect(byCidr.at(-1)).toBeNull(); // custom networks last
  });

  it('refuses a bad query with a 400', async () => {
    await customer.get('/v1/networks/list', { sortColumn: 'secret' }).expect(400);
    await customer.get('/v1/networks/list', { regionId: -1 }).expect(400);
  });
});

describe('POST /v1/networks/create', () => {
  it('answers with a job; the network appears when the job completes', async () => {
    const res = await customer.post('/v1/networks/create', networkBody({ name: 'Jobbed' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Network is being created');
    const job = jobProgressSchema.parse(res.body.data);
    expect(job).toMatchObject({
      resourceType: 'network',
      resourceName: 'Jobbed',
      isCompleted: false,
    });
    expect((await list({ search: 'Jobbed' })).data).toEqual([]);
    await customer.get(`/v1/networks/${job.resourceId}`).expect(404);
    t.clock.advance(60_000);
    const done = await customer.get(`/v1/resource/jobs/${job.jobId}`).expect(200);
    expect(done.body.data).toMatchObject({ isCompleted: true, message: 'Network is ready' });
    const detail = networkDetailSchema
      .strict()
      .parse((await customer.get(`/v1/networks/${job.resourceId}`).expect(200)).body.data);
    expect(detail).toMatchObject({
      name: 'Jobbed',
      cidrBlock: '10.60.0.0/24',
      gatewayIp: '10.60.0.1',
      snatEnabled: true,
      dnsNameservers: ['1.1.1.1', '8.8.8.8'],
      allocationPools: [{ start: '10.60.0.10', end: '10.60.0.254' }],
      country: { name: 'United States' },
      region: { id: 1, name: 'US East' },
      datacenter: { id: 1 },
      networkType: 'standard',
      usage: { usedIPAddresses: 9, totalIPAddresses: 254 },
    });
    expect(detail.snat).toMatch(/^(198\.51\.100|203\.0\.113|192\.0\.2)\.\d+$/);
  });

  it('makes a custom network without addressing or SNAT', async () => {
    const id = await readyNetwork(t, customer, {
      name: 'Custom Mesh',
      networkType: 'custom',
      cidrBlock: '',
      dhcpStartAddress: '',
      dhcpEndAddress: '',
      defaultRoute: '',
      dnsServers: '',
    });
    const detail = (await customer.get(`/v1/networks/${id}`).expect(200)).body.data;
    expect(detail).toMatchObject({
      cidrBlock: null,
      gatewayIp: null,
      snat: null,
      snatEnabled: false,
      allocationPools: [],
      usage: { usedIPAddresses: 0, totalIPAddresses: 0 },
    });
  });

  it('refuses the same name in the same region (any case) with a 409, allows it elsewhere', async () => {
    const dup = await customer
      .post('/v1/networks/create', networkBody({ name: 'backend services', datacenterId: 2 }))
      .expect(409);
    expect(dup.body.message).toBe(NETWORK_ERROR_MESSAGES.duplicateName('backend services'));
    await customer
      .post('/v1/networks/create', networkBody({ name: 'Backend Services', datacenterId: 8 }))
      .expect(200);
    await reseller
      .post('/v1/networks/create', networkBody({ name: 'Backend Services' }))
      .expect(200);
  });

  it('gives each rule its own field message', async () => {
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', NETWORK_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(65) }, 'name', NETWORK_MESSAGES.nameTooLong],
      [{ name: 'web/app!' }, 'name', `${NETWORK_MESSAGES.invalidCharacters}/!`],
      [{ description: 'd'.repeat(501) }, 'description', NETWORK_MESSAGES.descriptionTooLong],
      [{ datacenterId: undefined }, 'datacenterId', NETWORK_MESSAGES.datacenterRequired],
      [{ dhcpStartAddress: '' }, 'dhcpStartAddress', NETWORK_MESSAGES.dhcpStartRequired],
      [{ dhcpEndAddress: '' }, 'dhcpEndAddress', NETWORK_MESSAGES.dhcpEndRequired],
      [{ defaultRoute: '' }, 'defaultRoute', NETWORK_MESSAGES.defaultRouteRequired],
      [{ dnsServers: '' }, 'dnsServers', NETWORK_MESSAGES.dnsRequired],
      [{ dnsServers: '1.1.1.1, 2.2.2.2, 3.3.3.3' }, 'dnsServers', NETWORK_MESSAGES.invalidDns],
      [{ cidrBlock: '10.60.0.0/28' }, 'cidrBlock', NETWORK_MESSAGES.cidrPrefix],
      [{ dhcpStartAddress: '10.61.0.10' }, 'dhcpStartAddress', NETWORK_MESSAGES.outsideBlock],
      [{ defaultRoute: '10.60.0.20' }, 'defaultRoute', NETWORK_MESSAGES.routeInPool],
      [
        { dhcpStartAddress: '10.60.0.200', dhcpEndAddress: '10.60.0.100' },
        'dhcpEndAddress',
        NETWORK_MESSAGES.rangeBackwards,
      ],
    ];
    for (const [over, path, msg] of cases) {
      const res = await customer
        .post('/v1/networks/create', networkBody({ name: 'Rules', ...over }))
        .expect(400);
      expect(res.body.errors, JSON.stringify(over)).toContainEqual({ path, msg });
    }
    const nowhere = await customer
      .post('/v1/networks/create', networkBody({ name: 'Nowhere', datacenterId: 999 }))
      .expect(400);
    expect(nowhere.body.message).toBe('Datacenter not found');
  });

  it('accepts private ranges only: loopback, multicast, broadcast, link-local and public are refused', async () => {
    const refused = [
      '127.0.0.0/24',
      '224.0.0.0/24',
      '255.255.255.0/24',
      '0.0.0.0/24',
      '169.254.0.0/24',
      '8.8.8.0/24',
    ];
    for (const cidr of refused) {
      const [a, b, c] = cidr.split('.');
      const res = await customer
        .post(
          '/v1/networks/create',
          networkBody({
            name: 'Outside',
            cidrBlock: cidr,
            dhcpStartAddress: `${a}.${b}.${c}.10`,
            dhcpEndAddress: `${a}.${b}.${c}.254`,
            defaultRoute: `${a}.${b}.${c}.1`,
          }),
        )
        .expect(400);
      const msg = NETWORK_MESSAGES.cidrNotPrivate(cidr);
      expect(res.body.message).toBe(msg);
      expect(res.body.errors).toContainEqual({ path: 'cidrBlock', msg });
    }
    const id = await idByName('Backend Services');
    const update = await customer
      .put(
        `/v1/networks/update/${id}`,
        networkBody({ name: 'Backend Services', cidrBlock: '1.2.3.0/24' }),
      )
      .expect(400);
    expect(update.body.message).toBe(NETWORK_MESSAGES.cidrNotPrivate('1.2.3.0/24'));
  });

  it('seeds, proposes and allocates only private blocks', () => {
    const blocks = [
      ...t.store.data.networks.flatMap((n) => (n.cidrBlock ? [n.cidrBlock] : [])),
      ...Array.from({ length: 60 }, (_, i) => defaultNetworkBlock(i)),
      ...Array.from({ length: 4096 }, (_, i) => suggestedBlock(i)),
    ];
    expect(blocks.filter((cidr) => cidrProblem(cidr) !== null)).toEqual([]);
  });

  it('fails when the control room arms a failure, and the network never appears', async () => {
    await t.store.mutate((w) => {
      w.sandbox.scenarios.failNextCreation = {
        resourceType: 'network',
        stage: 'allocating',
        message: 'No capacity for new networks',
      };
    });
    const res = await customer
      .post('/v1/networks/create', networkBody({ name: 'Doomed' }))
      .expect(200);
    t.clock.advance(60_000);
    const job = await customer.get(`/v1/resource/jobs/${res.body.data.jobId}`).expect(200);
    expect(job.body.data).toMatchObject({
      hasFailed: true,
      stage: 'failed',
      errorMessage: 'No capacity for new networks',
    });
    expect((await list({ search: 'Doomed' })).data).toEqual([]);
    expect(t.store.data.networks.some((n) => n.name === 'Doomed')).toBe(false);
    // Disarmed once used; the name is free again.
    await readyNetwork(t, customer, { name: 'Doomed', ...slash24(60, 4) });
    expect((await list({ search: 'Doomed' })).data).toHaveLength(1);
  });

  it('holds a trial account to its network quota', async () => {
    await t.store.mutate((w) => {
      const company = w.companies.find((c) => c.id === companyOf(t));
      if (company) company.isTrial = true;
    });
    // Two seeded networks of its own already: the trial allows two.
    const res = await customer
      .post('/v1/networks/create', networkBody({ name: 'Third' }))
      .expect(403);
    expect(res.body.message).toBe(quotaRefusal('networks'));
  });
});

describe('PUT /v1/networks/update/:id, GET /v1/networks/:id, vmsForNetwork, delete', () => {
  it('updates name, description, DHCP range, route, DNS and SNAT', async () => {
    const id = await readyNetwork(t, customer, {
      name: 'Editable',
      ...slash24(61, 0),
    });
    const res = await customer
      .put(`/v1/networks/update/${id}`, {
        ...networkBody(),
        name: 'Edited',
        description: '',
        cidrBlock: '10.61.0.0/25',
        dhcpStartAddress: '10.61.0.20',
        dhcpEndAddress: '10.61.0.100',
        defaultRoute: '10.61.0.1',
        dnsServers: '9.9.9.9',
        snatEnabled: false,
      })
      .expect(200);
    expect(networkDetailSchema.strict().parse(res.body.data)).toMatchObject({
      name: 'Edited',
      description: '',
      cidrBlock: '10.61.0.0/25',
      allocationPools: [{ start: '10.61.0.20', end: '10.61.0.100' }],
      dnsNameservers: ['9.9.9.9'],
      snatEnabled: false,
      snat: null,
      datacenter: { id: 1 },
    });
  });

  it('never changes the type, and keeps names unique', async () => {
    const id = await readyNetwork(t, customer, { name: 'Edited', ...slash24(61, 0) });
    const typed = await customer
      .put(`/v1/networks/update/${id}`, { ...networkBody(), networkType: 'custom' })
      .expect(400);
    expect(typed.body.errors).toContainEqual({
      path: 'networkType',
      msg: NETWORK_MESSAGES.typeLocked,
    });
    const clash = await customer
      .put(`/v1/networks/update/${id}`, { ...networkBody(), name: 'Backend Services' })
      .expect(409);
    expect(clash.body.message).toBe(NETWORK_ERROR_MESSAGES.duplicateName('Backend Services'));
  });

  it("lists a Default Network's connected VMs, and refuses to delete it while they are", async () => {
    const row = (await list({ search: 'Default', regionId: 1 })).data[0];
    const vms = networkVmListSchema.parse(
      (await customer.get(`/v1/networks/${row?.id}/vmsForNetwork`).expect(200)).body.data,
    );
    expect(vms).toHaveLength(row?.connectedVms ?? -1);
    expect(vms[0]?.privateIp).toMatch(/^10\./);
    const refused = await customer.delete(`/v1/networks/delete/${row?.id}`).expect(409);
    expect(refused.body.message).toBe(NETWORK_ERROR_MESSAGES.connected);
    // The range cannot move under its VMs; its name can change.
    const detail = (await customer.get(`/v1/networks/${row?.id}`).expect(200)).body.data;
    const edit = {
      name: 'Default Network',
      description: 'Renamed nothing',
      networkType: 'standard',
      cidrBlock: detail.cidrBlock,
      dhcpStartAddress: detail.allocationPools[0].start,
      dhcpEndAddress: detail.allocationPools[0].end,
      defaultRoute: detail.gatewayIp,
      dnsServers: detail.dnsNameservers.join(', '),
      snatEnabled: true,
    };
    await customer.put(`/v1/networks/update/${row?.id}`, edit).expect(200);
    const moved = await customer
      .put(`/v1/networks/update/${row?.id}`, {
        ...edit,
        dhcpStartAddress: detail.allocationPools[0].end,
      })
      .expect(409);
    expect(moved.body.message).toBe(NETWORK_ERROR_MESSAGES.rangeInUse);
  });

  it('deletes a network nothing is connected to', async () => {
    const id = await readyNetwork(t, customer, { name: 'Unused', ...slash24(61, 0) });
    const res = await customer.delete(`/v1/networks/delete/${id}`).expect(200);
    expect(res.body).toEqual({ message: 'Network is being deleted', data: null });
    await customer.get(`/v1/networks/${id}`).expect(404);
  });

  it("answers 404 for another company's network on every call", async () => {
    const theirs = t.store.data.networks.find((n) => n.name === 'Customer DMZ')?.id as number;
    const calls = [
      customer.get(`/v1/networks/${theirs}`),
      customer.get(`/v1/networks/${theirs}/vmsForNetwork`),
      customer.put(`/v1/networks/update/${theirs}`, networkBody({ name: 'Mine' })),
      customer.delete(`/v1/networks/delete/${theirs}`),
      customer.get('/v1/networks/999999'),
    ];
    for (const call of calls) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NETWORK_ERROR_MESSAGES.notFound);
    }
    await reseller.get(`/v1/networks/${theirs}`).expect(200);
  });

  it('refuses a bad id with a 400', async () => {
    await customer.get('/v1/networks/abc').expect(400);
    await customer.delete('/v1/networks/delete/0').expect(400);
  });
});
