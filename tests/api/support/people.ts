import type { TestApp } from './test-app';
import type { Team, User } from '../../../mock-server/src/model/schema';
import { TEAMMATE_PASSWORD } from '../../../mock-server/src/seed/seed-people';
import { as, signInAs, type As } from './vms';
import { createTestApp, signIn } from './test-app';

/** A seeded team of the company by name. */
export const teamNamed = (t: TestApp, name: string) =>
  t.store.data.teams.find((x) => x.name === name) as Team;

export const userByEmail = (t: TestApp, email: string) =>
  t.store.data.users.find((u) => u.email === email) as User;

/**
 * A seeded colleague of the customer's company who is in no team, put into the given teams
 * with the given roles, and signed in: a caller whose rights are exactly these memberships.
 */
export async function memberWith(
  t: TestApp,
  companyId: number,
  roles: { teamId: number; roleId: number }[],
  skip = 0,
): Promise<{ user: User; api: As }> {
  const world = t.store.data;
  const free = world.users.filter(
    (u) =>
      u.companyId === companyId &&
      u.status === 'active' &&
      !u.email.endsWith('@example.com') &&
      !world.teamMembers.some((m) => m.userId === u.id),
  )[skip] as User;
  await t.store.mutate((w) => {
    for (const r of roles) {
      w.counters.teamMembers += 1;
      w.teamMembers.push({ id: w.counters.teamMembers, userId: free.id, ...r });
    }
  });
  const { accessToken } = await signIn(t, free.email, TEAMMATE_PASSWORD);
  return { user: free, api: as(t, accessToken) };
}

/** A seeded sandbox with the customer's Admin, a read-only member and another company signed in. */
export async function peopleWorld(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  return {
    t,
    customer: await signInAs(t, 'customer'),
    reseller: await signInAs(t, 'reseller'),
    viewer: await signInAs(t, 'viewer'),
  };
}
