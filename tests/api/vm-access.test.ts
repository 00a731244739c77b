import { createPrivateKey } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { networkAdapterListSchema } from '../../contract/network-adapters';
import { createTestApp, type TestApp } from './support/test-app';
import {
  companyOf,
  createBody,
  forceStatus,
  LONG_SESSIONS,
  signInAs,
  storedVm,
  type As,
} from './support/vms';

let t: TestApp;
let customer: As;
let seededId: number;
beforeEach(async () => {
  t = await createTestApp({ env: LONG_SESSIONS });
  customer = await signInAs(t, 'customer');
  const seeded = t.store.data.virtualMachines.find(
    (v) => v.companyId === companyOf(t) && v.providerId === 1 && v.status === 'Running',
  );
  seededId = seeded?.id as number;
});

describe('GET /v1/virtualMachines/getPassword/:id', () => {
  it("gives the VM's password", async () => {
    const res = await customer.get(`/v1/virtualMachines/getPassword/${seededId}`).expect(200);
    expect(res.body).toEqual({
      message: 'Password retrieved',
      data: { sshPassword: storedVm(t, seededId).sshPassword },
    });
    expect(res.body.data.sshPassword).toHaveLength(16);
  });

  it('refuses the password while the VM is provisioning, as it does the key', async () => {
    const created = await customer.post('/v1/virtualMachines/create', createBody()).expect(200);
    const id = created.body.data.resourceId;
    for (const call of ['getPassword', 'getAccessKey']) {
      const refused = await customer.get(`/v1/virtualMachines/${call}/${id}`).expect(409);
      expect(refused.body).toEqual({ message: 'VM is still provisioning', data: null });
    }
    t.clock.advance(90_000);
    const res = await customer.get(`/v1/virtualMachines/getPassword/${id}`).expect(200);
    expect(res.body.data.sshPassword).toBe(storedVm(t, id).sshPassword);
  });
});

describe('GET /v1/virtualMachines/getAccessKey/:id', () => {
  it('gives a seeded VM a real PEM private key on first download, then the same one', async () => {
    const first = await customer.get(`/v1/virtualMachines/getAccessKey/${seededId}`).expect(200);
    const pem: string = first.body.data.privateKey;
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    const key = createPrivateKey(pem);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const again = await customer.get(`/v1/virtualMachines/getAccessKey/${seededId}`).expect(200);
    expect(again.body.data.privateKey).toBe(pem);
  });

  it('hands every simultaneous first download the one key the VM keeps', async () => {
    const other = t.store.data.virtualMachines.find(
      (v) => v.companyId === companyOf(t) && v.id !== seededId && v.status === 'Running',
    )!;
    const [a, b] = await Promise.all([
      customer.get(`/v1/virtualMachines/getAccessKey/${other.id}`).expect(200),
      customer.get(`/v1/virtualMachines/getAccessKey/${other.id}`).expect(200),
    ]);
    expect(a.body.data.privateKey).toBe(b.body.data.privateKey);
    expect(storedVm(t, other.id).privateKeyPem).toBe(a.body.data.privateKey);
  });

  it("makes a new VM's key on its first download, and refuses it while provisioning", async () => {
    const created = await customer.post('/v1/virtualMachines/create', createBody()).expect(200);
    const id = created.body.data.resourceId;
    expect(storedVm(t, id).privateKeyPem).toBeNull();
    const refused = await customer.get(`/v1/virtualMachines/getAccessKey/${id}`).expect(409);
    expect(refused.body.message).toBe('VM is still provisioning');
    t.clock.advance(90_000);
    const res = await customer.get(`/v1/virtualMachines/getAccessKey/${id}`).expect(200);
    expect(res.body.data.privateKey).toMatch(/BEGIN PRIVATE KEY/);
    expect(res.body.data.privateKey).toBe(storedVm(t, id).privateKeyPem);
    expect(() => createPrivateKey(res.body.data.privateKey)).not.toThrow();
  });
});

describe('GET /v1/virtualMachines/getConsole/:id and the console page', () => {
  const consoleUrl = async (id: number) =>
    new URL(
      (await customer.get(`/v1/virtualMachines/getConsole/${id}`).expect(200)).body.data.consoleUrl,
    );
  const open = (url: URL | string) =>
    t.api.get(typeof url === 'string' ? url : url.pathname + url.search);

  it('serves a serial console page of the VM for the ticket in the URL', async () => {
    const url = await consoleUrl(seededId);
    expect(url.origin).toBe(t.config.publicOrigin);
    expect(url.pathname).toBe(`/console/${seededId}`);
    expect(url.searchParams.get('ticket')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const page = await open(url).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const vm = storedVm(t, seededId);
    const adapter = t.store.data.netAdapters.find((a) => a.vmId === seededId);
    const hostname = vm.name.toLowerCase();
    const image = t.store.data.catalogue.images.find((i) => i.id === vm.imageId);
    if (image?.os === 'windows')
      expect(page.text).toContain('SAC&gt;'); // HTML-escaped in the page
    else {
      expect(page.text).toContain(`Setting hostname to ${hostname}`);
      expect(page.text).toContain(`${hostname} login: `);
    }
    expect(page.text).toContain(adapter?.privateIp);
    expect(page.text).toContain('class="cursor"');
  });

  it('refuses the page without a valid, unexpired ticket for that VM', async () => {
    const url = await consoleUrl(seededId);
    const ticket = url.searchParams.get('ticket') as string;
    const refusals = [
      `/console/${seededId}`,
      `/console/${seededId}?ticket=nonsense`,
      `/console/${seededId}?ticket=${ticket.slice(0, -2)}xx`,
      `/console/${seededId + 1}?ticket=${ticket}`,
    ];
    for (const path of refusals) {
      const res = await open(path).expect(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('Console session is invalid or has expired');
    }
    t.clock.advance(5 * 60_000 + 1000);
    await open(url).expect(403);
  });

  it('opens one page per ticket, and none once the session that asked has ended', async () => {
    const url = await consoleUrl(seededId);
    await open(url).expect(200);
    const again = await open(url).expect(403);
    expect(again.text).toContain('Console session is invalid or has expired');

    const mine = await signInAs(t, 'customer');
    const fresh = new URL(
      (await mine.get(`/v1/virtualMachines/getConsole/${seededId}`).expect(200)).body.data
        .consoleUrl,
    );
    await mine.post('/v1/auth/logout').expect(200);
    await open(fresh).expect(403);
  });

  it('refuses a console when the VM cannot show one', async () => {
    const vm = t.store.data.virtualMachines.find(
      (v) => v.companyId === companyOf(t) && v.providerId === 1 && v.id !== seededId,
    );
    await forceStatus(t, vm?.id as number, 'Stopped');
    const res = await customer.get(`/v1/virtualMachines/getConsole/${vm?.id}`).expect(409);
    expect(res.body).toEqual({ message: 'Console is currently unavailable', data: null });
    const meridian = t.store.data.virtualMachines.find(
      (v) => v.companyId === companyOf(t) && v.providerId === 2,
    );
    if (meridian) {
      await forceStatus(t, meridian.id, 'Running');
      const none = await customer.get(`/v1/virtualMachines/getConsole/${meridian.id}`).expect(409);
      expect(none.body.message).toBe('Console is currently unavailable');
    }
  });
});

describe('GET /v1/networks/listNetAdapters/:vmId', () => {
  it("lists the VM's primary interface on its region's Default Network", async () => {
    const res = await customer.get(`/v1/networks/listNetAdapters/${seededId}`).expect(200);
    expect(res.body.message).toBe('Network adapters retrieved');
    const [nic, ...rest] = networkAdapterListSchema.parse(res.body.data);
    expect(rest).toEqual([]);
    const network = t.store.data.networks.find((n) => n.id === nic?.networkId);
    expect(nic).toMatchObject({
      vmnic: 1,
      networkName: 'Default Network',
      networkType: 'standard',
      cidrBlock: network?.cidrBlock,
      gatewayIp: network?.gatewayIp,
    });
    expect(nic?.privateIp).toMatch(/^10\.\d+\.\d+\.\d+$/);
    expect(nic?.privateIp).not.toBe(nic?.gatewayIp);
    expect(nic?.macAddress).toMatch(/^52:54:00(:[0-9a-f]{2}){3}$/);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        'attaching',
        'cidrBlock',
        'gatewayIp',
        'id',
        'macAddress',
        'networkId',
        'networkName',
        'networkType',
        'privateIp',
        'publicIp',
        'vmnic',
      ].sort(),
    );
  });
});
