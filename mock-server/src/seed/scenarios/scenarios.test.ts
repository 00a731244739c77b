import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { brandOf, companyOf } from '../../domain/branding/branding';
import { verifyPassword } from '../../domain/auth/passwords';
import type { World } from '../../model/schema';
import { checkWorld } from '../../storage/engine/world-schema';
import { demoDirect } from './demo-direct';
import { demoEnterprise } from './demo-enterprise';
import { demoReseller } from './demo-reseller';
import { SCENARIOS, type Scenario } from './index';

const now = new Date('2026-03-15T10:00:00Z');
const config = readConfig({ SANDBOX_PASSWORD_COST: '1024' });

// The secret and password salts are crypto-random by design; everything else follows the seed.
const content = (w: World) => {
  const { secrets: _secrets, ...rest } = w;
  return { ...rest, users: rest.users.map(({ passwordHash: _h, ...u }) => u) };
};
const live = (w: World) => w.virtualMachines.filter((v) => v.deletedAt === null);

async function madeTwice(scenario: Scenario): Promise<World> {
  const [first, second] = [await scenario.make(config, now), await scenario.make(config, now)];
  expect(content(first)).toEqual(content(second));
  checkWorld(JSON.parse(JSON.stringify(first)));
  return first;
}

async function personaOf(world: World, scenario: Scenario) {
  const persona = world.users.find((u) => u.email === scenario.signsInAs.email);
  expect(persona?.status).toBe('active');
  expect(await verifyPassword(scenario.signsInAs.password, persona?.passwordHash ?? '')).toBe(true);
  return persona!;
}

describe('the demo scenarios', () => {
  it('have distinct names, a title, a one-line description and a persona', () => {
    expect(SCENARIOS.map((s) => s.name)).toEqual([
      'demo-direct',
      'demo-reseller',
      'demo-enterprise',
    ]);
    for (const s of SCENARIOS) {
      expect(s.title).not.toBe('');
      expect(s.description).not.toMatch(/\n/);
    }
  });

  it('demo-direct: one direct company, a handful of teams and VMs, its admin signs in', async () => {
    const w = await madeTwice(demoDirect);
    expect(w.companies).toHaveLength(1);
    const company = companyOf(w, await personaOf(w, demoDirect));
    expect(company).toMatchObject({ isReseller: false, resellerId: null });
    expect(w.teams.length).toBeGreaterThanOrEqual(3);
    expect(w.teams.length).toBeLessThanOrEqual(6);
    expect(live(w).length).toBeGreaterThanOrEqual(5);
    expect(live(w).length).toBeLessThanOrEqual(40);
  });

  it('demo-reseller: 12 customers of the reseller, branded as it, its admin signs in', async () => {
    const w = await madeTwice(demoReseller);
    const reseller = companyOf(w, await personaOf(w, demoReseller));
    expect(reseller.isReseller).toBe(true);
    const customers = w.companies.filter((c) => c.resellerId === reseller.id);
    expect(customers).toHaveLength(12);
    for (const c of customers) {
      expect(brandOf(w, c).name).toBe('Skyline Cloud');
      expect(w.users.some((u) => u.companyId === c.id)).toBe(true);
      expect(live(w).some((v) => v.companyId === c.id)).toBe(true);
      expect(w.contacts.some((x) => (x as { companyId?: number }).companyId === c.id)).toBe(true);
    }
  });

  it('demo-enterprise: 300+ VMs over 8+ teams and several regions, networks, jobs running', async () => {
    const w = await madeTwice(demoEnterprise);
    const company = companyOf(w, await personaOf(w, demoEnterprise));
    const vms = live(w).filter((v) => v.companyId === company.id);
    expect(vms.length).toBeGreaterThanOrEqual(300);
    expect(w.teams.filter((t) => t.companyId === company.id).length).toBeGreaterThanOrEqual(8);
    const regions = new Set(
      vms.map((v) => w.catalogue.datacenters.find((d) => d.id === v.datacenterId)?.regionId),
    );
    expect(regions.size).toBeGreaterThanOrEqual(4);
    expect(w.networks.filter((n) => !n.isDefault).length).toBeGreaterThanOrEqual(5);
    expect(w.netAdapters.filter((a) => a.publicIp).length).toBeGreaterThanOrEqual(200);
    const running = w.jobs.filter((j) => j.finishedAt === null && j.kind === 'vm-create');
    expect(running.length).toBeGreaterThanOrEqual(3);
    // Still running a day after the world was made, when its template is copied last.
    for (const j of running)
      expect(Date.parse(j.startedAt) + j.durationMs).toBeGreaterThan(now.getTime() + 8 * 3_600_000);
    expect(vms.filter((v) => v.status === 'Provisioning').length).toBeGreaterThanOrEqual(9);
  });
});
