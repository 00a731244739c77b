import { beforeEach, describe, expect, it } from 'vitest';
import { TEAM_ERROR_MESSAGES, TEAM_MAX_DEPTH, TEAM_MAX_PER_COMPANY } from '../../contract/teams';
import { nextId } from '../../mock-server/src/model/ids';
import { companyOf, type As } from './support/vms';
import type { TestApp } from './support/test-app';
import { peopleWorld, teamNamed } from './support/people';

let t: TestApp;
let customer: As;
let reseller: As;
beforeEach(async () => {
  ({ t, customer, reseller } = await peopleWorld());
});

const create = (who: As, body: object) => who.post('/v1/teams/create', body);
const teamsOf = (companyId: number) => t.store.data.teams.filter((x) => x.companyId === companyId);

/** A chain of `levels` teams, each under the last, from the top; their ids, top first. */
async function chain(prefix: string, levels: number): Promise<number[]> {
  const ids: number[] = [];
  for (let level = 1; level <= levels; level++) {
    const res = await create(customer, {
      name: `${prefix} ${level}`,
      parentTeamId: ids.at(-1) ?? null,
    }).expect(200);
    ids.push(res.body.data.teamId);
  }
  return ids;
}

describe('how deep teams nest', () => {
  it(`makes teams down to level ${TEAM_MAX_DEPTH}, and refuses one below it with the field message`, async () => {
    const ids = await chain('Level', TEAM_MAX_DEPTH);
    const res = await create(customer, { name: 'Too deep', parentTeamId: ids.at(-1) }).expect(400);
    expect(res.body.message).toBe(`Teams can be nested at most ${TEAM_MAX_DEPTH} levels deep`);
    expect(res.body.errors).toEqual([{ path: 'parentTeamId', msg: TEAM_ERROR_MESSAGES.tooDeep }]);
    expect(t.store.data.teams.some((x) => x.name === 'Too deep')).toBe(false);
  });

  it('refuses a move that would take a sub-team below the last level, and allows one that fits', async () => {
    const deep = await chain('Deep', TEAM_MAX_DEPTH - 1);
    const [top, child] = await chain('Moved', 2); // a team with one level of sub-teams
    const tooDeep = await customer
      .post('/v1/teams/update', { teamId: top, name: 'Moved 1', parentTeamId: deep.at(-1) })
      .expect(400);
    expect(tooDeep.body.message).toBe(TEAM_ERROR_MESSAGES.tooDeep);
    expect(t.store.data.teams.find((x) => x.id === top)?.parentTeamId).toBeNull();

    await customer
      .post('/v1/teams/update', { teamId: top, name: 'Moved 1', parentTeamId: deep.at(-2) })
      .expect(200);
    expect(t.store.data.teams.find((x) => x.id === child)?.parentTeamId).toBe(top);
  });
});

describe('how many teams a company has', () => {
  /** Fills the customer's company up to the limit, as if made one by one. */
  const fill = () =>
    t.store.mutate((w) => {
      const companyId = companyOf(t);
      const have = w.teams.filter((x) => x.companyId === companyId).length;
      for (let i = have; i < TEAM_MAX_PER_COMPANY; i++)
        w.teams.push({
          id: nextId(w, 'teams'),
          companyId,
          name: `Filler ${i}`,
          parentTeamId: null,
          createdAt: w.meta.seededAt,
          updatedAt: w.meta.seededAt,
        });
    });

  it(`refuses a team past ${TEAM_MAX_PER_COMPANY} with 409 until one is deleted`, async () => {
    await fill();
    const full = await create(customer, { name: 'One more' }).expect(409);
    expect(full.body.message).toBe(
      `A company can have at most ${TEAM_MAX_PER_COMPANY} teams: delete one to make another`,
    );
    expect(teamsOf(companyOf(t))).toHaveLength(TEAM_MAX_PER_COMPANY);

    await customer
      .delete('/v1/teams/delete')
      .send({ teamId: teamNamed(t, 'Platform Networking').id })
      .expect(200);
    await create(customer, { name: 'One more' }).expect(200);
  });

  it("counts each company's teams alone", async () => {
    await fill();
    await create(reseller, { name: 'Still room here' }).expect(200);
  });
});
