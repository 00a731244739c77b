import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Faker, en } from '@faker-js/faker';
import type { Config } from '../config';
import { brandOf } from '../domain/branding/branding';
import { invitationEmail } from '../domain/outbox/emails';
import { sendEmail } from '../domain/outbox/outbox';
import { createResetToken } from '../domain/auth/reset-tokens';
import { emptyWorld } from '../model/empty-world';
import {
  loadCatalogue,
  loadNetworks,
  loadPersonas,
  loadRoles,
  type NetworkFixture,
  type PersonaCompany,
  type PersonaUser,
} from './fixtures';
import type { User, World } from '../model/schema';
import { worldTimeAt } from '../simulation/world-time';
import type { SeedContext, SeededCompany } from './seed-context';
import { growCompany } from './seed-scale';
import { seedCompanies, seedGeneratedUsers, seedPersonaUsers } from './seed-people';
import { seedDatacenterAvailability } from './seed-datacenters';
import { seedNetworking } from './seed-networks';
import { seedCompanyRecords, seedSystemLookups } from './seed-platform';
import { seedVirtualMachines } from './seed-vms';
import { records } from '../model/records';

/** The demo login whose company SANDBOX_SEED_VMS and its siblings grow. */
const CUSTOMER_LOGIN = 'customer@example.com';

/** What a world is seeded from: a faker seed, its companies and people, their extra networks. */
export type SeedPlan = {
  seed: number;
  personas: { companies: PersonaCompany[]; users: PersonaUser[] };
  networks: NetworkFixture[];
  /** A last step on the seeded world (work in flight, say), with the same faker. */
  finish?: (s: SeedContext, companies: SeededCompany[]) => void;
};

/**
 * Builds the demo world from fixtures/ and a faker seeded with SANDBOX_SEED. Content depends
 * only on the seed and the clock's now (dates are relative to it); the JWT secret and password
 * salts are the only crypto-random parts, as they must be.
 */
export function seedWorld(config: Config, now: Date): Promise<World> {
  return seedFromPlan(config, now, {
    seed: config.seed,
    personas: loadPersonas(),
    networks: loadNetworks(),
  });
}

/** A world seeded from a plan: the seed's fixtures, or a scenario's own companies and people. */
export async function seedFromPlan(config: Config, now: Date, plan: SeedPlan): Promise<World> {
  const faker = new Faker({ locale: [en] });
  faker.seed(plan.seed);
  const world = emptyWorld({
    seed: plan.seed,
    now,
    jwtSecret: randomBytes(48).toString('base64url'),
  });
  const s: SeedContext = { world, now, config, faker };

  world.catalogue = loadCatalogue();
  world.roles = records(loadRoles());
  const { personas, networks } = plan;

  const companies = seedCompanies(s, personas.companies);
  const demoUsers = await seedPersonaUsers(s, personas.users, companies);
  for (const [i, company] of companies.entries()) {
    const p = personas.companies[i];
    if (p) await seedGeneratedUsers(s, company, p.generatedUsers, p.domain);
  }
  // A seed runs beside other requests (a reset, a restore's starting world): other requests
  // get a turn between companies instead of waiting for the whole world (~50 ms of CPU).
  for (const company of companies) {
    seedVirtualMachines(s, company);
    await nextTurn();
    seedNetworking(s, company, networks);
    await nextTurn();
  }
  seedDatacenterAvailability(s);
  for (const { user } of demoUsers.filter((d) => d.user.status === 'invited')) inviteUser(s, user);
  seedSystemLookups(s);
  for (const company of world.companies) seedCompanyRecords(s, company);
  await growCustomerCompany(s, companies, personas);
  plan.finish?.(s, companies);
  return world;
}

/** The customer demo login's company at the size SANDBOX_SEED_VMS, _NETWORKS and _USERS ask. */
async function growCustomerCompany(
  s: SeedContext,
  companies: SeededCompany[],
  personas: SeedPlan['personas'],
): Promise<void> {
  const { vms, networks, users } = s.config.seedScale;
  if (vms + networks + users === 0) return;
  const companyId = s.world.users.find((u) => u.email === CUSTOMER_LOGIN)?.companyId;
  const index = companies.findIndex((c) => c.id === companyId);
  const company = companies[index];
  const persona = personas.companies[index];
  if (company && persona) await growCompany(s, company, persona.domain, s.config.seedScale);
}

/**
 * An invited user has a live invitation link waiting in the outbox, so the activation flow can
 * be shown at once. The token comes from the seeded faker: the same seed gives the same link.
 */
function inviteUser(s: SeedContext, user: User): void {
  const ctx = { ...s, time: worldTimeAt(s.now, s.world.sandbox, s.config.defaultTimeScale) };
  const { token } = createResetToken(ctx, user.id, 'invitation', s.faker.string.alphanumeric(43));
  const company = s.world.companies.find((c) => c.id === user.companyId);
  if (!company) return;
  const link = `${s.config.portalUrl}/confirmNewUser?token=${token}&id=${user.id}`;
  sendEmail(
    s.world,
    s.now,
    invitationEmail(brandOf(s.world, company), user.email, company.name, link),
  );
}
