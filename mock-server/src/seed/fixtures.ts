import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SIZE_KEYS } from '@contract/sizes';
import type { Catalogue, Role } from '../model/schema';
import { fromProjectRoot } from '../project-root';

/**
 * The hand-written seed data under fixtures/. It is validated on load so a typo in a JSON file
 * fails the seed loudly instead of producing a half-broken demo world.
 */
const FIXTURES_DIR = `${fromProjectRoot('fixtures')}/`;

export function load<T extends z.ZodType>(relativePath: string, schema: T): z.infer<T> {
  const raw: unknown = JSON.parse(readFileSync(`${FIXTURES_DIR}${relativePath}`, 'utf8'));
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`fixtures/${relativePath} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const id = z.number().int().positive();
const catalogueSchemas = {
  countries: z.array(z.object({ id, name: z.string(), code: z.string().length(2) })),
  regions: z.array(z.object({ id, countryId: id, name: z.string() })),
  datacenters: z.array(
    z.object({ id, regionId: id, name: z.string(), city: z.string(), code: z.string() }),
  ),
  images: z.array(
    z.object({
      id,
      name: z.string(),
      os: z.enum(['linux', 'windows']),
      defaultUsername: z.string(),
      minRamGb: z.number(),
    }),
  ),
  sizes: z.array(z.object({ id, key: z.enum(SIZE_KEYS) })),
  providers: z.array(
    z.object({
      id,
      name: z.string(),
      datacenterId: id,
      sizeIds: z.array(id).min(1),
      console: z.boolean(),
      networkHotplug: z.boolean(),
    }),
  ),
};

export function loadCatalogue(): Catalogue {
  const c: Catalogue = {
    countries: load('catalogue/countries.json', catalogueSchemas.countries),
    regions: load('catalogue/regions.json', catalogueSchemas.regions),
    datacenters: load('catalogue/datacenters.json', catalogueSchemas.datacenters),
    images: load('catalogue/images.json', catalogueSchemas.images),
    sizes: load('catalogue/sizes.json', catalogueSchemas.sizes),
    providers: load('catalogue/providers.json', catalogueSchemas.providers),
  };
  checkReferences(c);
  return c;
}

function checkReferences(c: Catalogue): void {
  const has = (list: { id: number }[], wanted: number) => list.some((x) => x.id === wanted);
  const broken = [
    ...c.regions.filter((r) => !has(c.countries, r.countryId)).map((r) => `region ${r.id}`),
    ...c.datacenters.filter((d) => !has(c.regions, d.regionId)).map((d) => `datacenter ${d.id}`),
    ...c.providers
      .filter((p) => !has(c.datacenters, p.datacenterId) || p.sizeIds.some((s) => !has(c.sizes, s)))
      .map((p) => `provider ${p.id}`),
  ];
  if (broken.length > 0)
    throw new Error(`fixtures/catalogue has dangling references: ${broken.join(', ')}`);
}

const INITIALIZATION = 'initialization_in_progress';
const availabilitySchema = z.array(
  z.union([
    z.object({
      datacenterId: id,
      reason: z.literal(INITIALIZATION),
      initializationMinutes: z.number().positive(),
      /** How far the setup already is when the world is seeded, so a demo shows it moving. */
      alreadyDoneShare: z.number().min(0).max(0.9),
    }),
    z.object({
      datacenterId: id,
      reason: z
        .string()
        .min(1)
        .refine((r) => r !== INITIALIZATION, 'an initialization needs its minutes'),
    }),
  ]),
);
export type DatacenterAvailabilityFixture = z.infer<typeof availabilitySchema>[number];

/** Datacenters that are not taking new VMs when the world is seeded (the rest are available). */
export function loadDatacenterAvailability(c: Catalogue): DatacenterAvailabilityFixture[] {
  const list = load('catalogue/datacenter-availability.json', availabilitySchema);
  const dangling = list.filter((a) => !c.datacenters.some((d) => d.id === a.datacenterId));
  if (dangling.length > 0)
    throw new Error(
      `fixtures/catalogue/datacenter-availability.json: unknown datacenter ${dangling[0]?.datacenterId}`,
    );
  return list;
}

export const loadRoles = (): Role[] =>
  load('roles.json', z.array(z.object({ id, name: z.string(), info: z.string() })));

const personaCompanySchema = z.object({
  key: z.string(),
  name: z.string(),
  domain: z.string(),
  isReseller: z.boolean(),
  /** A trial (sandbox) account, with quotas. */
  isTrial: z.boolean().default(false),
  resellerKey: z.string().nullable(),
  resellerName: z.string().nullable(),
  resellerEmail: z.string().nullable(),
  logoPath: z.string().nullable(),
  tabLogoPath: z.string().nullable(),
  generatedUsers: z.number().int().min(0),
  /** How many VMs against the usual spread (a large estate: more; a small customer: fewer). */
  vmScale: z.number().positive().default(1),
  datacenterIds: z.array(id).min(1),
  teams: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      parent: z.string().nullable(),
      /** The team's own rows of the permission table: role id → permission ids. */
      permissions: z.record(z.string(), z.array(id)).default({}),
    }),
  ),
});
const personaUserSchema = z.object({
  email: z.email(),
  password: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  status: z.enum(['active', 'invited']),
  forcePasswordReset: z.boolean(),
  memberships: z.array(z.object({ team: z.string(), roleId: id })),
  demonstrates: z.string(),
});
export type PersonaCompany = z.infer<typeof personaCompanySchema>;
export type PersonaUser = z.infer<typeof personaUserSchema>;

export const loadPersonas = () =>
  load(
    'personas.json',
    z.object({ companies: z.array(personaCompanySchema), users: z.array(personaUserSchema) }),
  );

const networkFixtureSchema = z.array(
  z.object({
    company: z.string(),
    name: z.string().min(1).max(64),
    description: z.string().max(500),
    datacenterId: id,
    networkType: z.enum(['standard', 'custom']),
    cidrBlock: z.string().nullable(),
    daysAgo: z.number().int().min(0),
  }),
);
export type NetworkFixture = z.infer<typeof networkFixtureSchema>[number];

/** The networks each demo company has besides its Default Networks. */
export const loadNetworks = (): NetworkFixture[] => load('networks.json', networkFixtureSchema);
