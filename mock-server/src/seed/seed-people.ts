import { LAST_PERMISSION_ID } from '@contract/permissions';
import { hashPassword } from '../domain/auth/passwords';
import { nextId } from '../model/ids';
import type { PersonaCompany, PersonaUser } from './fixtures';
import type { Company, User } from '../model/schema';
import { daysBefore, type SeedContext, type SeededCompany } from './seed-context';

/** Every generated (non-persona) user can sign in with this, to demo other people's views. */
export const TEAMMATE_PASSWORD = 'Teammate#Demo2026';

// scrypt is deliberately slow; tests seed many worlds per process, so equal passwords share a
// hash within one process (each hash still has its own random salt across processes).
const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string, cost: number) => {
  const key = `${cost}:${password}`;
  if (!hashCache.has(key)) hashCache.set(key, hashPassword(password, cost));
  return hashCache.get(key) as Promise<string>;
};

export function seedCompanies(s: SeedContext, personas: PersonaCompany[]): SeededCompany[] {
  const seeded = personas.map((p): SeededCompany => {
    const company: Company = {
      id: nextId(s.world, 'companies'),
      name: p.name,
      domain: p.domain,
      isReseller: p.isReseller,
      resellerId: null,
      resellerName: p.resellerName,
      resellerEmail: p.resellerEmail,
      logoPath: p.logoPath,
      tabLogoPath: p.tabLogoPath,
      isTrial: p.isTrial,
      createdAt: s.faker.date
        .between({ from: daysBefore(s.now, 900), to: daysBefore(s.now, 500) })
        .toISOString(),
    };
    s.world.companies.push(company);
    return {
      key: p.key,
      id: company.id,
      teamIds: new Map(),
      datacenterIds: p.datacenterIds,
      isTrial: p.isTrial,
      vmScale: p.vmScale,
    };
  });
  // Second pass: a reseller's customer points at the reseller, whatever the fixture order.
  for (const p of personas.filter((x) => x.resellerKey)) {
    const company = s.world.companies.find((c) => c.id === seeded.find((x) => x.key === p.key)?.id);
    const reseller = seeded.find((x) => x.key === p.resellerKey);
    if (!company || !reseller)
      throw new Error(`fixtures/personas.json: unknown reseller ${p.resellerKey}`);
    company.resellerId = reseller.id;
  }
  for (const [i, p] of personas.entries()) seedTeams(s, p, seeded[i] as SeededCompany);
  return seeded;
}

function seedTeams(s: SeedContext, persona: PersonaCompany, company: SeededCompany): void {
  for (const t of persona.teams) {
    const parentTeamId = t.parent ? (company.teamIds.get(t.parent) ?? null) : null;
    if (t.parent && parentTeamId === null)
      throw new Error(`fixtures/personas.json: team ${t.key} lists its parent later`);
    const createdAt = s.faker.date
      .between({ from: daysBefore(s.now, 480), to: daysBefore(s.now, 420) })
      .toISOString();
    const id = nextId(s.world, 'teams');
    s.world.teams.push({
      id,
      companyId: company.id,
      name: t.name,
      parentTeamId,
      createdAt,
      updatedAt: createdAt,
    });
    company.teamIds.set(t.key, id);
    for (const [roleId, permissionIds] of Object.entries(t.permissions))
      s.world.teamPermissions.push({
        id: nextId(s.world, 'teamPermissions'),
        teamId: id,
        roleId: Number(roleId),
        permissionIds,
        knownUpTo: LAST_PERMISSION_ID,
      });
  }
}

function addUser(s: SeedContext, fields: Omit<User, 'id' | 'createdAt' | 'updatedAt'>): User {
  const createdAt = s.faker.date
    .between({ from: daysBefore(s.now, 400), to: daysBefore(s.now, 20) })
    .toISOString();
  const user: User = { id: nextId(s.world, 'users'), ...fields, createdAt, updatedAt: createdAt };
  s.world.users.push(user);
  return user;
}

const join = (s: SeedContext, teamId: number, userId: number, roleId: number) =>
  s.world.teamMembers.push({ id: nextId(s.world, 'teamMembers'), teamId, userId, roleId });

/** The hand-written demo users, with the memberships the fixture gives them. */
export async function seedPersonaUsers(
  s: SeedContext,
  users: PersonaUser[],
  companies: SeededCompany[],
) {
  const seeded: { persona: PersonaUser; user: User }[] = [];
  for (const p of users) {
    const company = companies.find((c) => c.key === p.company);
    if (!company)
      throw new Error(`fixtures/personas.json: ${p.email} has unknown company ${p.company}`);
    const passwordHash = p.password ? await cachedHash(p.password, s.config.passwordCost) : null;
    const user = addUser(s, {
      companyId: company.id,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      passwordHash,
      status: p.status,
      forcePasswordReset: p.forcePasswordReset,
    });
    for (const m of p.memberships) {
      const teamId = company.teamIds.get(m.team);
      if (!teamId)
        throw new Error(`fixtures/personas.json: ${p.email} joins unknown team ${m.team}`);
      join(s, teamId, user.id, m.roleId);
    }
    seeded.push({ persona: p, user });
  }
  return seeded;
}

const emailPart = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Believable colleagues at the company's domain; every fifth one belongs to no team. */
export async function seedGeneratedUsers(
  s: SeedContext,
  company: SeededCompany,
  count: number,
  domain: string,
) {
  const passwordHash = await cachedHash(TEAMMATE_PASSWORD, s.config.passwordCost);
  const teamIds = [...company.teamIds.values()];
  const taken = new Set(s.world.users.map((u) => u.email));
  for (let i = 0; i < count; i++) {
    const firstName = s.faker.person.firstName();
    const lastName = s.faker.person.lastName();
    let email = `${emailPart(firstName)}.${emailPart(lastName)}@${domain}`;
    for (let n = 2; taken.has(email); n++)
      email = `${emailPart(firstName)}.${emailPart(lastName)}${n}@${domain}`;
    taken.add(email);
    const user = addUser(s, {
      companyId: company.id,
      email,
      firstName,
      lastName,
      passwordHash,
      status: 'active',
      forcePasswordReset: false,
    });
    if (teamIds.length === 0 || i % 5 === 4) continue;
    for (const teamId of s.faker.helpers.arrayElements(teamIds, { min: 1, max: 2 })) {
      const roleId = s.faker.helpers.weightedArrayElement([
        { weight: 1, value: 1 },
        { weight: 5, value: 2 },
        { weight: 4, value: 3 },
      ]);
      join(s, teamId, user.id, roleId);
    }
  }
}
