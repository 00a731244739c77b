import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '../../contract/page-query';
import { TEAM_ERROR_MESSAGES } from '../../contract/teams';
import type { TestApp } from './support/test-app';
import { teamNamed, userByEmail } from './support/people';
import { type As, twoTenants } from './support/vms';

let t: TestApp;
let customer: As;
let paths: [string, 'rowsPerPage' | 'size'][];
beforeEach(async () => {
  ({ t, customer } = await twoTenants());
  const user = userByEmail(t, 'customer@example.com').id;
  const team = teamNamed(t, 'Platform').id;
  paths = [
    ['/v1/virtualMachines/list', 'rowsPerPage'],
    ['/v1/networks/list', 'rowsPerPage'],
    ['/v1/users/list', 'rowsPerPage'],
    [`/v1/users/teams/${user}`, 'rowsPerPage'],
    ['/v1/teams/list', 'size'],
    [`/v1/teams/${team}`, 'size'],
    ['/v1/entity/contacts/list', 'size'],
    ['/v1/entity/businessAddresses/list', 'size'],
    ['/v1/entity/companies/list', 'size'],
  ];
});

describe('every paged list', () => {
  it(`takes the same page sizes: 1 to ${PAGE_SIZE_MAX}`, async () => {
    for (const [path, size] of paths) {
      for (const ok of [1, PAGE_SIZE_MAX]) await customer.get(path, { [size]: ok }).expect(200);
      for (const bad of [0, PAGE_SIZE_MAX + 1]) {
        const res = await customer.get(path, { [size]: bad });
        expect(res.status, `${path} ${size}=${bad}`).toBe(400);
        expect(res.body.errors[0].path).toBe(size);
      }
      const page = await customer.get(path, { page: 0 });
      expect(page.status, `${path} page=0`).toBe(400);
      const search = await customer.get(path, { search: 's'.repeat(201) });
      expect(search.status, `${path} search`).toBe(400);
    }
  });

  it("answers 404 Team not found for another company's team, as for one that does not exist", async () => {
    const foreign = teamNamed(t, 'Partner Success');
    expect(foreign.companyId).not.toBe(teamNamed(t, 'Platform').companyId);
    for (const [path, key] of [
      ['/v1/virtualMachines/list', 'teamId'],
      ['/v1/users/list', 'teamId'],
      ['/v1/users/list', 'excludeTeamId'],
    ] as const) {
      for (const id of [foreign.id, 999_999]) {
        const res = await customer.get(path, { [key]: id });
        expect(res.status, `${path} ${key}=${id}`).toBe(404);
        expect(res.body).toEqual({ message: TEAM_ERROR_MESSAGES.notFound, data: null });
      }
    }
    // The caller's own team, and 0 (unassigned VMs), are still lists.
    const own = teamNamed(t, 'Platform').id;
    await customer.get('/v1/virtualMachines/list', { teamId: own }).expect(200);
    await customer.get('/v1/virtualMachines/list', { teamId: 0 }).expect(200);
    await customer.get('/v1/users/list', { teamId: own }).expect(200);
  });
});
