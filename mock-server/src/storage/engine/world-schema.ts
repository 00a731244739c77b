import { z } from 'zod';
import { OUTBOX_KINDS, scenariosSchema } from '@contract/sandbox';
import { VM_STATUSES } from '@contract/vm-status';
import { DamagedWorldError } from './damaged-world';
import { collectionNames } from '../../model/empty-world';
import { worldOfJson } from '../../model/world-json';
import { WORLD_VERSION, type World } from '../../model/schema';

/**
 * The stored world as the sandbox relies on it, checked when read from disk (snapshot with its
 * journal, a saved snapshot, a template). The records every call leans on are checked field by
 * field; the others must at least be records with ids. Extra fields pass, so a record written
 * by a newer minor change is not refused. Collections must be in id order: lookups are binary
 * searches and the journal's diff walks them in step.
 */
const id = z.number().int().nonnegative();
const ref = id.nullable();
const date = z.string().min(1);
const record = z.looseObject({ id });
const rows = <T extends z.ZodType>(row: T) =>
  z.array(row).check((ctx) => {
    const list = ctx.value as { id: number }[];
    for (let i = 1; i < list.length; i++)
      if ((list[i] as { id: number }).id <= (list[i - 1] as { id: number }).id)
        ctx.issues.push({
          code: 'custom',
          message: `ids out of order at id ${(list[i] as { id: number }).id}`,
          input: ctx.value,
          path: [i, 'id'],
        });
  });

const company = z.looseObject({
  id,
  name: z.string(),
  domain: z.string(),
  isReseller: z.boolean(),
  resellerId: ref,
  isTrial: z.boolean(),
  createdAt: date,
});
const user = z.looseObject({
  id,
  companyId: id,
  email: z.string(),
  passwordHash: z.string().nullable(),
  status: z.enum(['active', 'invited']),
  forcePasswordReset: z.boolean(),
});
const teamMember = z.looseObject({ id, teamId: id, userId: id, roleId: id });
const virtualMachine = z.looseObject({
  id,
  companyId: id,
  name: z.string(),
  sizeId: ref,
  status: z.enum(VM_STATUSES),
  transition: z.looseObject({ to: z.enum(VM_STATUSES), durationMs: z.number() }).nullable(),
  datacenterId: id,
  teamId: ref,
  sshPassword: z.string(),
  privateKeyPem: z.string().nullable(),
  deletedAt: date.nullable(),
});
const network = z.looseObject({
  id,
  companyId: id,
  name: z.string(),
  datacenterId: id,
  pendingJobId: ref,
});
const netAdapter = z.looseObject({ id, companyId: id, vmId: id, networkId: id, pendingJobId: ref });
const job = z.looseObject({ id, kind: z.string(), startedAt: date, durationMs: z.number() });
const refreshFamily = z.looseObject({
  id,
  userId: id,
  currentJti: z.string(),
  revoked: z.boolean(),
});
const brandAsset = z.looseObject({
  id,
  contentType: z.enum(['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp']),
  data: z.string(),
});
const email = z.looseObject({ id, to: z.string(), kind: z.enum(OUTBOX_KINDS), sentAt: date });

const typed: Partial<Record<string, z.ZodType>> = {
  companies: company,
  users: user,
  teamMembers: teamMember,
  virtualMachines: virtualMachine,
  networks: network,
  netAdapters: netAdapter,
  jobs: job,
  refreshFamilies: refreshFamily,
  outbox: email,
  brandAssets: brandAsset,
};
const names = collectionNames();

export const storedWorldSchema = z.looseObject({
  version: z.literal(WORLD_VERSION),
  meta: z.looseObject({ seed: z.number(), seededAt: date }),
  counters: z.object(Object.fromEntries(names.map((n) => [n, id]))),
  secrets: z.looseObject({ jwt: z.string().min(16) }),
  // The catalogue is written whole, never record by record: any order will do.
  catalogue: z.looseObject(
    Object.fromEntries(
      ['countries', 'regions', 'datacenters', 'images', 'sizes', 'providers'].map((n) => [
        n,
        z.array(record),
      ]),
    ),
  ),
  sandbox: z.looseObject({
    clock: z.object({ offsetMs: z.number(), pausedAt: date.nullable() }),
    timeScale: z.number().positive().nullable(),
    scenarios: scenariosSchema,
  }),
  ...Object.fromEntries(names.map((n) => [n, rows(typed[n] ?? record)])),
});

/**
 * The world as stored, in memory once it passes the schema; a DamagedWorldError naming the
 * first faults.
 */
export function checkWorld(stored: unknown): World {
  const parsed = storedWorldSchema.safeParse(stored);
  if (parsed.success) return worldOfJson(stored as object);
  const faults = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'the world'}: ${i.message}`);
  throw new DamagedWorldError(`the stored world does not fit the schema (${faults.join('; ')})`);
}
