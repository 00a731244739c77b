import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardDataSchema } from '../../contract/dashboard';
import { teamListResponseSchema } from '../../contract/teams';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let customer: string;
let reseller: string;
beforeEach(async () => {
  t = await createTestApp();
  customer = (await signIn(t, DEMO.customer.email, DEMO.customer.password)).accessToken;
  reseller = (await signIn(t, DEMO.reseller.email, DEMO.reseller.password)).accessToken;
});

const companyIdOf = (email: string) =>
  t.store.data.users.find((u) => u.email === email)?.companyId as number;
const list = (token: string, query: Record<string, string | number> = {}) =>
  t.api.get('/v1/teams/list').query(query).set('authorization', bearer(token));

describe('GET /v1/teams/list', () => {
  it("lists only the caller's company teams, sorted by name, with real counts", async () => {
    const res = await list(customer).expect(200);
    expect(res.body.message).toBe('Teams retrieved');
    const body = teamListResponseSchema.parse(res.body.data);
    const world = t.store.data;
    const companyId = companyIdOf(DEMO.customer.email);
    const own = world.teams.filter((x) => x.companyId === companyId);
    expect(body.data.map((r) => r.name)).toEqual(
      own.map((x) => x.name).sort((a, b) => a.localeCompare(b)),
    );
    for (const row of body.data) {
      expect(row.userCount).toBe(world.teamMembers.filter((m) => m.teamId === row.id).length);
      expect(row.vmCount).toBe(world.virtualMachines.filter((v) => v.teamId === row.id).length);
    }
    expect(body.unassignedVMs).toBe(
      world.virtualMachines.filter((v) => v.companyId === companyId && v.teamId === null).length,
    );
    expect(body.unassignedUsers).toBeGreaterThan(0);
    expect(body.data.find((r) => r.name === 'Platform Networking')?.parentTeamId).toBe(
      body.data.find((r) => r.name === 'Platform')?.id,
    );
  });

  it("never shows another company's teams", async () => {
    const customerNames = (await list(customer).expect(200)).body.data.data.map(
      (r: { name: string }) => r.name,
    );
    const resellerNames = (await list(reseller).expect(200)).body.data.data.map(
      (r: { name: string }) => r.name,
    );
    expect(customerNames).toContain('Platform');
    expect(customerNames).not.toContain('Partner Success');
    expect(resellerNames).toContain('Partner Success');
    expect(resellerNames).not.toContain('Platform');
  });

  it('pages and searches case-insensitively', async () => {
    const page1 = (await list(customer, { page: 1, size: 4 }).expect(200)).body.data;
    const page2 = (await list(customer, { page: 2, size: 4 }).expect(200)).body.data;
    expect(page1.data).toHaveLength(4);
    expect(page2.data).toHaveLength(2);
    expect(page1.totalPages).toBe(2);
    const search = (await list(customer, { search: 'PLATFORM' }).expect(200)).body.data;
    expect(search.data.map((r: { name: string }) => r.name)).toEqual([
      'Platform',
      'Platform Networking',
    ]);
    expect(search.totalPages).toBe(1);
    expect((await list(customer, { search: 'zzz' }).expect(200)).body.data).toMatchObject({
      data: [],
      totalPages: 1,
    });
  });

  it('refuses bad paging with a field error', async () => {
    const res = await list(customer, { page: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('page');
  });
});

describe('DELETE /v1/teams/delete', () => {
  it('deletes the team, unassigning its members, VMs and child teams', async () => {
    const before = (await t.api.get('/v1/teams/list').set('authorization', bearer(customer))).body
      .data;
    const platform = before.data.find((r: { name: string }) => r.name === 'Platform');

    const res = await t.api
      .delete('/v1/teams/delete')
      .set('authorization', bearer(customer))
      .send({ teamId: platform.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Team deleted successfully',
      data: { teamId: platform.id },
    });

    const after = (await t.api.get('/v1/teams/list').set('authorization', bearer(customer))).body
      .data;
    expect(after.data.map((r: { name: string }) => r.name)).not.toContain('Platform');
    expect(after.unassignedVMs).toBe(before.unassignedVMs + platform.vmCount);
    expect(after.unassignedUsers).toBeGreaterThan(before.unassignedUsers - 1);
    expect(
      after.data.find((r: { name: string }) => r.name === 'Platform Networking').parentTeamId,
    ).toBeNull();
    expect(t.store.data.teamMembers.some((m) => m.teamId === platform.id)).toBe(false);
  });

  it("answers 404 for another company's team and for unknown ids, and changes nothing", async () => {
    const resellerTeam = t.store.data.teams.find(
      (x) => x.companyId === companyIdOf(DEMO.reseller.email),
    );
    const count = t.store.data.teams.length;
    for (const teamId of [resellerTeam?.id, 99999]) {
      const res = await t.api
        .delete('/v1/teams/delete')
        .set('authorization', bearer(customer))
        .send({ teamId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Team not found', data: null });
    }
    expect(t.store.data.teams).toHaveLength(count);
  });

  it('validates the team id', async () => {
    const res = await t.api
      .delete('/v1/teams/delete')
      .set('authorization', bearer(customer))
      .send({});
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('teamId');
  });
});

describe('GET /v1/virtualMachines/GetDashboardData', () => {
  it("counts the company's VMs per size this month, last month and year to date", async () => {
    const res = await t.api
      .get('/v1/virtualMachines/GetDashboardData')
      .set('authorization', bearer(customer))
      .expect(200);
    const data = dashboardDataSchema.parse(res.body.data);
    const companyId = companyIdOf(DEMO.customer.email);
    const vms = t.store.data.virtualMachines.filter((v) => v.companyId === companyId);
    const inRange = (from: string, to: string) =>
      vms.filter((v) => v.createdAt >= from && v.createdAt < to).length;
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    // TEST_NOW is 2026-03-15
    expect(sum(data.currentMonth)).toBe(inRange('2026-03-01', '2026-03-15T10:00:00.001Z'));
    expect(sum(data.previousMonth)).toBe(inRange('2026-02-01', '2026-03-01'));
    expect(sum(data.ytd)).toBe(inRange('2026-01-01', '2026-03-15T10:00:00.001Z'));
    expect(Object.values(data.currentMonth).filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
    expect(Object.values(data.previousMonth).filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('differs per company', async () => {
    const a = (
      await t.api.get('/v1/virtualMachines/GetDashboardData').set('authorization', bearer(customer))
    ).body.data;
    const b = (
      await t.api.get('/v1/virtualMachines/GetDashboardData').set('authorization', bearer(reseller))
    ).body.data;
    expect(a).not.toEqual(b);
  });
});
