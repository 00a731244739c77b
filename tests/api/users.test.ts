import { beforeEach, describe, expect, it } from 'vitest';
import { TRIAL_QUOTAS } from '../../contract/quotas';
import {
  createUserResponseSchema,
  userDetailsSchema,
  userListResponseSchema,
  userTeamsResponseSchema,
} from '../../contract/users';
import { outboxOf } from './support/outbox';
import { teamNamed, userByEmail, peopleWorld } from './support/people';
import { as, companyOf, signInAs, type As } from './support/vms';
import { bearer, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let customer: As;
let reseller: As;
let viewer: As;
beforeEach(async () => {
  ({ t, customer, reseller, viewer } = await peopleWorld());
});

describe('GET /v1/users/list', () => {
  it("pages the company's users by 10, by name, never another company's", async () => {
    const body = userListResponseSchema.parse(
      (await customer.get('/v1/users/list').expect(200)).body.data,
    );
    const own = t.store.data.users.filter((u) => u.companyId === companyOf(t));
    expect(body.data).toHaveLength(10);
    expect(body.totalPages).toBe(Math.ceil(own.length / 10));
    const everyone = [];
    for (let page = 1; page <= body.totalPages; page++)
      everyone.push(...(await customer.get('/v1/users/list', { page }).expect(200)).body.data.data);
    expect(everyone.map((u: { id: number }) => u.id).sort()).toEqual(own.map((u) => u.id).sort());
    expect(everyone.map((u: { email: string }) => u.email)).not.toContain('reseller@example.com');
  });

  it("searches names and email, and keeps or leaves out a team's members", async () => {
    const found = (await customer.get('/v1/users/list', { search: 'WHITFIELD' })).body.data;
    expect(found.data.map((u: { email: string }) => u.email)).toEqual(['customer@example.com']);
    const qa = teamNamed(t, 'QA');
    const members = new Set(
      t.store.data.teamMembers.filter((m) => m.teamId === qa.id).map((m) => m.userId),
    );
    const inQa = (
      await customer.get('/v1/users/list', { teamId: qa.id, rowsPerPage: 200 }).expect(200)
    ).body.data.data;
    expect(inQa.map((u: { id: number }) => u.id).sort()).toEqual([...members].sort());
    const notInQa = (
      await customer.get('/v1/users/list', { excludeTeamId: qa.id, rowsPerPage: 200 }).expect(200)
    ).body.data.data;
    expect(notInQa.some((u: { id: number }) => members.has(u.id))).toBe(false);
    await customer
      .get('/v1/users/list', { teamId: teamNamed(t, 'Partner Success').id })
      .expect(404);
  });
});

describe('GET /v1/users/details/:id and /v1/users/teams/:id', () => {
  it('gives a user of the company with their teams and roles, 6 to a page', async () => {
    const dana = userByEmail(t, 'customer@example.com');
    const details = userDetailsSchema.parse(
      (await customer.get(`/v1/users/details/${dana.id}`).expect(200)).body.data,
    );
    expect(details).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield', status: 'active' });
    const teams = userTeamsResponseSchema.parse(
      (await customer.get(`/v1/users/teams/${dana.id}`).expect(200)).body.data,
    );
    expect(teams.data.map((x) => x.name)).toEqual([
      'Data Engineering',
      'Finance Apps',
      'Platform',
      'QA',
      'Warehouse Systems',
    ]);
    expect(teams.data.find((x) => x.name === 'QA')?.roleId).toBe(2);
    const paged = (await customer.get(`/v1/users/teams/${dana.id}`, { rowsPerPage: 2, page: 3 }))
      .body.data;
    expect(paged).toEqual({
      data: [expect.objectContaining({ name: 'Warehouse Systems' })],
      totalPages: 3,
    });
    const searched = (await customer.get(`/v1/users/teams/${dana.id}`, { search: 'plat' })).body
      .data;
    expect(searched.data.map((x: { name: string }) => x.name)).toEqual(['Platform']);
  });

  it("is 404 for another company's user", async () => {
    const dana = userByEmail(t, 'customer@example.com');
    await reseller.get(`/v1/users/details/${dana.id}`).expect(404);
    await reseller.get(`/v1/users/teams/${dana.id}`).expect(404);
  });
});

describe('POST /v1/users/create: invitation, activation, sign-in', () => {
  it('invites by email, and the link in the outbox activates an account that can sign in', async () => {
    const qa = teamNamed(t, 'Data Engineering');
    const res = await customer
      .post('/v1/users/create', {
        email: 'New.Tester@Northwind.example',
        roleId: 3,
        teamIds: [qa.id],
      })
      .expect(200);
    expect(res.body.message).toBe('Completed creating user: new.tester@northwind.example');
    const { id } = createUserResponseSchema.parse(res.body.data);
    const details = (await customer.get(`/v1/users/details/${id}`).expect(200)).body.data;
    expect(details.status).toBe('invited');
    expect(t.store.data.teamMembers).toContainEqual(
      expect.objectContaining({ userId: id, teamId: qa.id, roleId: 3 }),
    );

    const [mail] = await outboxOf(t, 'new.tester@northwind.example');
    expect(mail?.kind).toBe('invitation');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/confirmNewUser');
    expect(link.searchParams.get('id')).toBe(String(id));
    const token = link.searchParams.get('token') as string;
    await t.api
      .post(`/v1/users/confirmEmail/${token}`)
      .send({
        password: 'Tester#Demo2026',
        resetKey: token,
        id,
        firstName: 'Nia',
        lastName: 'Tester',
      })
      .expect(200);
    const session = await signIn(t, 'new.tester@northwind.example', 'Tester#Demo2026');
    const me = (await as(t, session.accessToken).get('/v1/users/me').expect(200)).body.data;
    expect(me).toMatchObject({ id, firstName: 'Nia' });
  });

  it('refuses a bad email, a missing role, a taken email and a team of another company', async () => {
    const bad = await customer.post('/v1/users/create', { email: 'nope', roleId: 3 }).expect(400);
    expect(bad.body.errors).toContainEqual({
      path: 'email',
      msg: 'Entered value does not match email format',
    });
    const noRole = await customer.post('/v1/users/create', { email: 'a@b.example' }).expect(400);
    expect(noRole.body.errors).toContainEqual({ path: 'roleId', msg: 'Role is required' });
    const none = await customer.post('/v1/users/create', { roleId: 3 }).expect(400);
    expect(none.body.errors).toContainEqual({ path: 'email', msg: 'Email is required' });
    const taken = await customer
      .post('/v1/users/create', { email: 'Reseller@example.com', roleId: 3 })
      .expect(409);
    expect(taken.body.message).toBe('A user with this email already exists');
    await customer
      .post('/v1/users/create', {
        email: 'x@northwind.example',
        roleId: 3,
        teamIds: [teamNamed(t, 'Partner Success').id],
      })
      .expect(404);
  });

  it('refuses a read-only member', async () => {
    const res = await viewer
      .post('/v1/users/create', { email: 'friend@northwind.example', roleId: 3 })
      .expect(403);
    expect(res.body.message).toBe('You do not have the "Invite, edit and delete users" permission');
  });
});

describe('POST /v1/users/edit', () => {
  it('renames a user, with the spec words for empty names and special characters', async () => {
    const newhire = userByEmail(t, 'newhire@example.com');
    await customer
      .post('/v1/users/edit', { id: newhire.id, firstName: "Sam-Jo O'Neil", lastName: 'Okafor' })
      .expect(200);
    expect(userByEmail(t, 'newhire@example.com').firstName).toBe("Sam-Jo O'Neil");
    const bad = await customer
      .post('/v1/users/edit', { id: newhire.id, firstName: 'S@m', lastName: ' ' })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', msg: 'First name cannot contain special characters' },
        { path: 'lastName', msg: 'Last name cannot be empty' },
      ]),
    );
  });

  it('lets anyone rename themselves, but only user managers rename others', async () => {
    const me = userByEmail(t, 'viewer@example.com');
    await viewer
      .post('/v1/users/edit', { id: me.id, firstName: 'Robin', lastName: 'Achterberg-Vos' })
      .expect(200);
    const dana = userByEmail(t, 'customer@example.com');
    await viewer.post('/v1/users/edit', { id: dana.id, firstName: 'X', lastName: 'Y' }).expect(403);
    await reseller
      .post('/v1/users/edit', { id: dana.id, firstName: 'X', lastName: 'Y' })
      .expect(404);
  });
});

describe('DELETE /v1/users/delete/:id', () => {
  it('never deletes yourself', async () => {
    const dana = userByEmail(t, 'customer@example.com');
    const res = await customer.delete(`/v1/users/delete/${dana.id}`).expect(403);
    expect(res.body.message).toBe('You cannot delete your own account');
  });

  it("refuses a read-only member and another company's user", async () => {
    const newhire = userByEmail(t, 'newhire@example.com');
    await viewer.delete(`/v1/users/delete/${newhire.id}`).expect(403);
    await reseller.delete(`/v1/users/delete/${newhire.id}`).expect(404);
  });

  it("deletes a user with their memberships, and ends that user's sessions at once", async () => {
    const victim = t.store.data.users.find(
      (u) =>
        u.companyId === companyOf(t) &&
        u.email.endsWith('@northwind.example') &&
        u.status === 'active',
    );
    if (!victim) throw new Error('no generated user');
    const session = await signIn(t, victim.email, 'Teammate#Demo2026');
    await t.api.get('/v1/users/me').set('authorization', bearer(session.accessToken)).expect(200);
    await customer.delete(`/v1/users/delete/${victim.id}`).expect(200);
    await t.api.get('/v1/users/me').set('authorization', bearer(session.accessToken)).expect(401);
    await t.api
      .post('/v1/auth/refreshAuth')
      .set('refresh', bearer(session.refreshToken))
      .expect(401);
    expect(t.store.data.teamMembers.some((m) => m.userId === victim.id)).toBe(false);
    await customer.get(`/v1/users/details/${victim.id}`).expect(404);
  });
});

describe('POST /v1/users/create on a trial account', () => {
  it('refuses an invitation past the trial quota of users', async () => {
    const trial = await signInAs(t, 'trial');
    const company = t.store.data.users.find((u) => u.email === 'trial@example.com')?.companyId;
    const quota =
      TRIAL_QUOTAS.users - t.store.data.users.filter((u) => u.companyId === company).length;
    for (let i = 0; i < quota; i++)
      await trial
        .post('/v1/users/create', { email: `t${i}@alderfinch.example`, roleId: 3 })
        .expect(200);
    const res = await trial.post('/v1/users/create', {
      email: 'late@alderfinch.example',
      roleId: 3,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/users/i);
  });
});
