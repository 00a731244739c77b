import type { FieldError } from '@contract/envelope';
import type { z } from 'zod';
import type { AuthContext } from '../shared/context';
import type { World } from '../../model/schema';
import { badRequest, forbidden } from '../shared/errors';

/** The Admin role (fixtures/roles.json): full control of a team. */
const ADMIN_ROLE_ID = 1;

export type Caller = Pick<AuthContext, 'userId' | 'companyId'>;

/** A company Admin: holds the Admin role in at least one team of the caller's own company. */
export function isCompanyAdmin(world: World, caller: Caller): boolean {
  const teamIds = new Set(
    world.teams.filter((t) => t.companyId === caller.companyId).map((t) => t.id),
  );
  return world.teamMembers.some(
    (m) => m.userId === caller.userId && m.roleId === ADMIN_ROLE_ID && teamIds.has(m.teamId),
  );
}

/** A company Admin whose company is a reseller: the sales channel's back office. */
export function isResellerAdmin(world: World, caller: Caller): boolean {
  const company = world.companies.find((c) => c.id === caller.companyId);
  return company?.isReseller === true && isCompanyAdmin(world, caller);
}

export function requireCompanyAdmin(world: World, caller: Caller, refusal: string): void {
  if (!isCompanyAdmin(world, caller)) throw forbidden(refusal);
}

export function requireResellerAdmin(world: World, caller: Caller, refusal: string): void {
  if (!isResellerAdmin(world, caller)) throw forbidden(refusal);
}

/** Zod's issues as the API reports field errors (`address.city`). */
export const fieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), msg: i.message }));

/** A reference to a record that does not exist: a 400 on that field. */
export function requireRef(exists: boolean, path: string, msg: string): void {
  if (!exists) throw badRequest(msg, [{ path, msg }]);
}

export { sameText } from '../shared/same-text';

/** Whether any of the fields contains the needle (already lower-cased), case-insensitively. */
export const matches = (needle: string, ...fields: (string | null)[]) =>
  needle === '' || fields.some((f) => f?.toLowerCase().includes(needle));
