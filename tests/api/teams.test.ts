import { beforeEach, describe, expect, it } from 'vitest';
import {
  teamCreateResponseSchema,
  teamDetailSchema,
  teamListResponseSchema,
} from '../../contract/teams';
import { companyOf, type As } from './support/vms';
import type { TestApp } from './support/test-app';
import { memberWith, teamNamed, userByEmail, peopleWorld } from './support/people';

let t: TestApp;
let customer: As;
let reseller: As;
let viewer: As;
beforeEach(async () => {
  ({ t, customer, reseller, viewer } = await peopleWorld());
});

const create = (who: As, body: object) => who.post('/v1/teams/create', body);
const detail = (who: As, id: number, query: Record<string, string | number> = {}) =>
  who.get(`/v1/teams/${id}`, query);

describe('POST /v1/teams/create', () => {
  it('creates a top-level team whose creator is its Admin', async () => {
    const res = await create(customer, { name: 'Mobile Apps' }).expect(200);
    expect(res.body.message).toBe('Team created successfully');
    const { teamId } = teamCreateResponseSchema.parse(res.body.data);
    const team = teamDetailSchema.parse((await detail(customer, teamId).expect(200)).body.data);
    expect(team).toMatchObject({ teamName: 'Mobile Apps', parentTeamId: null, totalMembers: 1 });
    expect(team.members).toEqual([
      expect.objectContaining({ email: 'customer@example.com', roleId: 1 }),
    ]);
    const list = teamListResponseSchema.parse(
      (await customer.get('/v1/teams/list', { search: 'mobile' }).expect(200)).body.data,
    );
    expect(list.data.map((r) => r.name)).toEqual(['Mobile Apps']);
  });

  it('nests a team under a parent of the company', async () => {
    const platform = teamNamed(t, 'Platform');
    const res = await create(customer, { name: 'Platform SRE', parentTeamId: platform.id }).expect(
      200,
    );
    const team = (await detail(customer, res.body.data.teamId).expect(200)).body.data;
    expect(team.parentTeamId).toBe(platform.id);
  });

  it('refuses an empty or taken name with the field message', async () => {
    const empty = await create(customer, { name: '   ' }).expect(400);
    expect(empty.body.errors).toContainEqual({ path: 'name', msg: 'Team name cannot be empty' });
    const taken = await create(customer, { name: 'platform' }).expect(400);
    expect(taken.body.message).toBe('A team with this name already exists');
    const long = await create(customer, { name: 'x'.repeat(101) }).expect(400);
    expect(long.body.errors[0].path).toBe('name');
  });

  it("refuses another company's team as the parent, as not found", async () => {
    const res = await create(customer, {
      name: 'Sneaky',
      parentTeamId: teamNamed(t, 'Partner Success').id,
    }).expect(400);
    expect(res.body.message).toBe('Parent team not found');
  });

  it('refuses a read-only member (403 naming the permission)', async () => {
    const res = await create(viewer, { name: 'Viewer Team' }).expect(403);
    expect(res.body.message).toBe(
      'You do not have the "Manage teams, members and roles" permission',
    );
  });
});

describe('POST /v1/teams/update', () => {
  it('renames a team and moves it under another parent', async () => {
    const { teamId } = (await create(customer, { name: 'Tools' }).expect(200)).body.data;
    const data = teamNamed(t, 'Data Engineering');
    await customer
      .post('/v1/teams/update', { teamId, name: 'Internal Tools', parentTeamId: data.id })
      .expect(200);
    const team = (await detail(customer, teamId).expect(200)).body.data;
    expect(team).toMatchObject({ teamName: 'Internal Tools', parentTeamId: data.id });
  });

  it('never makes a cycle: a team cannot move under itself or its own sub-team', async () => {
    const platform = teamNamed(t, 'Platform');
    const networking = teamNamed(t, 'Platform Networking');
    for (const parentTeamId of [platform.id, networking.id]) {
      const res = await customer
        .post('/v1/teams/update', { teamId: platform.id, name: 'Platform', parentTeamId })
        .expect(400);
      expect(res.body.message).toBe(
        'A team cannot be nested inside itself or one of its own sub-teams',
      );
    }
    expect(teamNamed(t, 'Platform').parentTeamId).toBeNull();
  });

  it("answers 404 for another company's team and 403 for a read-only member", async () => {
    const other = teamNamed(t, 'Partner Success');
    await customer.post('/v1/teams/update', { teamId: other.id, name: 'Mine' }).expect(404);
    const qa = teamNamed(t, 'QA');
    await viewer.post('/v1/teams/update', { teamId: qa.id, name: 'Mine' }).expect(403);
  });
});

describe('GET /v1/teams/:id', () => {
  it('pages members by 5 and searches them by name or email', async () => {
    const qa = teamNamed(t, 'QA');
    const all = t.store.data.teamMembers.filter((m) => m.teamId === qa.id);
    const page1 = teamDetailSchema.parse((await detail(customer, qa.id).expect(200)).body.data);
    expect(page1.members.length).toBe(Math.min(5, all.length));
    expect(page1.totalMembers).toBe(all.length);
    expect(page1.totalPages).toBe(Math.max(1, Math.ceil(all.length / 5)));
    const found = (await detail(customer, qa.id, { search: 'VIEWER@' }).expect(200)).body.data;
    expect(found.members.map((m: { email: string }) => m.email)).toEqual(['viewer@example.com']);
  });

  it("is 404 for another company's team and an unknown one", async () => {
    await detail(reseller, teamNamed(t, 'QA').id).expect(404);
    await detail(customer, 99999).expect(404);
  });
});

describe('team members', () => {
  const member = (name: string) => ({ teamId: teamNamed(t, name).id });

  it('adds a user with a role and removes them again', async () => {
    const newhire = userByEmail(t, 'newhire@example.com');
    const body = { ...member('Warehouse Systems'), userId: newhire.id };
    const added = await customer.post('/v1/teams/addUser', { ...body, roleId: 2 }).expect(200);
    expect(added.body.data).toEqual({ ...body, roleId: 2 });
    const again = await customer.post('/v1/teams/addUser', { ...body, roleId: 3 }).expect(409);
    expect(again.body.message).toBe('User is already a member of this team');
    const list = (await customer.get('/v1/users/list', { teamId: body.teamId, search: 'okafor' }))
      .body.data;
    expect(list.data).toHaveLength(1);

    await customer.delete('/v1/teams/removeUser').send(body).expect(200);
    await customer.delete('/v1/teams/removeUser').send(body).expect(404);
  });

  it("refuses another company's user or team as not found", async () => {
    const resellerUser = userByEmail(t, 'reseller@example.com');
    await customer
      .post('/v1/teams/addUser', { ...member('Platform'), userId: resellerUser.id, roleId: 3 })
      .expect(404);
    await reseller
      .post('/v1/teams/addUser', {
        ...member('Platform'),
        userId: userByEmail(t, 'reseller@example.com').id,
        roleId: 3,
      })
      .expect(404);
  });

  it("keeps a team's last Admin", async () => {
    const { teamId } = (await create(customer, { name: 'Solo' }).expect(200)).body.data;
    const res = await customer
      .delete('/v1/teams/removeUser')
      .send({ teamId, userId: userByEmail(t, 'customer@example.com').id })
      .expect(409);
    expect(res.body.message).toBe('A team must keep at least one Admin');
  });

  it('lets only those who manage the team change its members', async () => {
    const body = { ...member('QA'), userId: userByEmail(t, 'newhire@example.com').id };
    await viewer.delete('/v1/teams/removeUser').send(body).expect(403);
    const operator = await memberWith(t, companyOf(t), [{ teamId: body.teamId, roleId: 2 }]);
    await operator.api.post('/v1/teams/addUser', { ...body, roleId: 3 }).expect(403);
  });

  it('validates the body', async () => {
    const res = await customer.post('/v1/teams/addUser', { teamId: 'x' }).expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['teamId', 'userId', 'roleId']),
    );
  });
});

describe('DELETE /v1/teams/delete', () => {
  it('deletes a team the caller manages, so a team of that name can be made again', async () => {
    const { teamId } = (await create(customer, { name: 'Short Lived' }).expect(200)).body.data;
    await viewer.delete('/v1/teams/delete').send({ teamId }).expect(403);
    await customer.delete('/v1/teams/delete').send({ teamId }).expect(200);
    await detail(customer, teamId).expect(404);
    await create(customer, { name: 'Short Lived' }).expect(200);
  });

  it("is 404 for another company's team", async () => {
    await reseller
      .delete('/v1/teams/delete')
      .send({ teamId: teamNamed(t, 'QA').id })
      .expect(404);
  });
});
