import { describe, expect, it } from 'vitest';
import { TRIAL_QUOTAS } from '@contract/quotas';
import { SIZE_KEYS } from '@contract/sizes';
import { readConfig } from '../config';
import { countVmsBySize } from '../domain/dashboard/dashboard';
import { seedWorld } from './seed';
import type { World } from '../model/schema';

const now = new Date('2026-03-15T10:00:00Z');
const config = readConfig({});

// The secret and password salts are crypto-random by design; everything else follows the seed.
const content = (w: World) => {
  const { secrets: _secrets, ...rest } = w;
  return JSON.stringify({ ...rest, users: rest.users.map(({ passwordHash: _h, ...u }) => u) });
};

describe('seedWorld', () => {
  it('gives the same world for the same seed and clock', async () => {
    expect(content(await seedWorld(config, now))).toBe(content(await seedWorld(config, now)));
  });

  it('gives a different world for another seed', async () => {
    const other = await seedWorld(readConfig({ SANDBOX_SEED: '7' }), now);
    expect(content(other)).not.toBe(content(await seedWorld(config, now)));
  });

  it('has the demo personas, a forced reset and an invitation waiting in the outbox', async () => {
    const w = await seedWorld(config, now);
    const byEmail = (e: string) => w.users.find((u) => u.email === e);
    expect(byEmail('customer@example.com')?.status).toBe('active');
    expect(byEmail('newhire@example.com')?.forcePasswordReset).toBe(true);
    const invited = byEmail('invited@example.com');
    expect(invited?.status).toBe('invited');
    expect(invited?.passwordHash).toBeNull();
    expect(
      w.resetTokens.filter((t) => t.userId === invited?.id && t.kind === 'invitation'),
    ).toHaveLength(1);
    expect(w.outbox.toArray()).toEqual([
      expect.objectContaining({ kind: 'invitation', to: 'invited@example.com' }),
    ]);
    expect(w.companies.find((c) => c.name === 'Harbor Health Clinics')?.resellerId).toBe(
      w.companies.find((c) => c.isReseller)?.id,
    );
    expect(w.secrets.jwt.length).toBeGreaterThanOrEqual(32);
  });

  it("gives every full account VMs of every size, with this and last month's counts mostly non-zero", async () => {
    const w = await seedWorld(config, now);
    for (const company of w.companies.filter((c) => !c.isTrial)) {
      const vms = w.virtualMachines.filter((v) => v.companyId === company.id);
      const data = countVmsBySize(vms, w.catalogue.sizes, now);
      const allTime = new Set(
        vms.flatMap((v) => w.catalogue.sizes.find((s) => s.id === v.sizeId)?.key ?? []),
      );
      expect([...allTime].sort()).toEqual([...SIZE_KEYS].sort());
      expect(SIZE_KEYS.filter((k) => data.currentMonth[k] > 0).length).toBeGreaterThanOrEqual(4);
      expect(SIZE_KEYS.filter((k) => data.previousMonth[k] > 0)).toHaveLength(6);
      expect(vms.every((v) => Date.parse(v.createdAt) <= now.getTime())).toBe(true);
      expect(
        w.users.some(
          (u) => u.companyId === company.id && !w.teamMembers.some((m) => m.userId === u.id),
        ),
      ).toBe(true);
    }
  });

  it('starts the trial account small, with room left inside every quota', async () => {
    const w = await seedWorld(config, now);
    const trial = w.companies.filter((c) => c.isTrial);
    expect(trial).toHaveLength(1);
    const vms = w.virtualMachines.filter((v) => v.companyId === trial[0]?.id);
    expect(vms).toHaveLength(3);
    expect(vms.length).toBeLessThan(TRIAL_QUOTAS.virtualMachines);
    const users = w.users.filter((u) => u.companyId === trial[0]?.id);
    expect(users.length).toBeLessThan(TRIAL_QUOTAS.users);
  });

  it('only places VMs where a provider offers their size, with an image that fits', async () => {
    const w = await seedWorld(config, now);
    for (const vm of w.virtualMachines) {
      const provider = w.catalogue.providers.find((p) => p.id === vm.providerId);
      expect(provider?.datacenterId).toBe(vm.datacenterId);
      // Custom builds are made outside the size table, by whichever provider hosts them.
      if (vm.sizeId !== null) expect(provider?.sizeIds).toContain(vm.sizeId);
      else expect(vm.custom).not.toBeNull();
    }
    const micro = w.catalogue.sizes.find((s) => s.key === 'micro')?.id;
    const windows = w.catalogue.images.filter((i) => i.os === 'windows').map((i) => i.id);
    expect(w.virtualMachines.some((v) => v.sizeId === micro && windows.includes(v.imageId))).toBe(
      false,
    );
  });

  it('gives each company Stopped, Shutoff and custom VMs, each with a password and no key yet', async () => {
    const w = await seedWorld(config, now);
    for (const company of w.companies) {
      const vms = w.virtualMachines.filter((v) => v.companyId === company.id);
      for (const status of ['Running', 'Stopped', 'Shutoff'] as const)
        expect(vms.some((v) => v.status === status)).toBe(true);
      const custom = vms.filter((v) => v.sizeId === null && v.custom !== null);
      expect(custom).toHaveLength(company.isTrial ? 0 : 2);
    }
    expect(w.virtualMachines.every((v) => v.sshPassword.length === 16)).toBe(true);
    expect(w.virtualMachines.every((v) => v.privateKeyPem === null && v.transition === null)).toBe(
      true,
    );
  });

  it("puts every VM on its region's Default Network with a unique address and MAC", async () => {
    const w = await seedWorld(config, now);
    const regionOf = (datacenterId: number) =>
      w.catalogue.datacenters.find((d) => d.id === datacenterId)?.regionId;
    for (const vm of w.virtualMachines) {
      const adapters = w.netAdapters.filter((a) => a.vmId === vm.id);
      expect(adapters).toHaveLength(1);
      const network = w.networks.find((n) => n.id === adapters[0]?.networkId);
      expect(network).toMatchObject({ companyId: vm.companyId, isDefault: true });
      expect(regionOf(network?.datacenterId ?? 0)).toBe(regionOf(vm.datacenterId));
    }
    const keys = w.netAdapters.map((a) => `${a.networkId}/${a.privateIp}`);
    expect(new Set(keys).size).toBe(keys.length);
    const macs = w.netAdapters.map((a) => a.macAddress);
    expect(new Set(macs).size).toBe(macs.length);
    const publics = [
      ...w.netAdapters.flatMap((a) => a.publicIp ?? []),
      ...w.networks.flatMap((n) => n.snatAddress ?? []),
    ];
    expect(new Set(publics).size).toBe(publics.length);
    expect(w.netAdapters.filter((a) => a.publicIp === null).length).toBeGreaterThan(0);
  });

  it('has one datacenter being set up by a running provider job and one in maintenance', async () => {
    const w = await seedWorld(config, now);
    const [init, maintenance] = w.datacenterOutages;
    expect(init?.reason).toBe('initialization_in_progress');
    const job = w.jobs.find((j) => j.id === init?.jobId);
    expect(job).toMatchObject({ kind: 'datacenter-init', companyId: null, finishedAt: null });
    expect(Date.parse(job?.startedAt ?? '')).toBeLessThan(now.getTime());
    expect(maintenance).toMatchObject({ reason: 'scheduled maintenance', jobId: null });
    const used = new Set(w.virtualMachines.map((v) => v.datacenterId));
    expect(used.has(init?.datacenterId ?? 0) || used.has(maintenance?.datacenterId ?? 0)).toBe(
      false,
    );
  });
});
