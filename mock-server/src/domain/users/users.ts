import {
  USER_MESSAGES,
  type UserDetails,
  type UserListResponse,
  type UserRow,
} from '@contract/users';
import type { User, World } from '../../model/schema';
import { isCommitted } from '../../model/committed';
import { nextId } from '../../model/ids';
import { brandOf, companyOf } from '../branding/branding';
import { createResetToken } from '../auth/reset-tokens';
import { revokeUserSessions } from '../auth/sessions';
import { invitationEmail } from '../outbox/emails';
import { sendEmail } from '../outbox/outbox';
import type { DomainContext } from '../shared/context';
import { conflict, forbidden, notFound } from '../shared/errors';
import { pageRows } from '../shared/paging';
import { requirePermission, type PermissionCaller } from '../permissions/require-permission';
import { requireGrantable } from '../permissions/role-grants';
import { assertWithinQuota } from '../quotas/quotas';
import { assertRole } from '../teams/members';
import { findTeam } from '../teams/teams';
import type { Records } from '../../model/records';

const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim();

/** A user of the caller's company; another company's user reads as not found. */
export function findCompanyUser(world: World, companyId: number, id: number): User {
  const user = world.users.find((u) => u.id === id && u.companyId === companyId);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

const toRow = (u: User): UserRow => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  status: u.status,
});

export type UserListParams = {
  page: number;
  rowsPerPage: number;
  search: string;
  teamId?: number;
  excludeTeamId?: number;
};

/**
 * One page of the company's users, sorted by name (invited users without a name by email),
 * searched in names and email; `teamId` keeps a team's members, `excludeTeamId` everyone else
 * (the people who could still be added to it).
 */
export function listUsers(world: World, companyId: number, q: UserListParams): UserListResponse {
  const inTeam = (teamId: number) =>
    new Set(world.teamMembers.filter((m) => m.teamId === teamId).map((m) => m.userId));
  if (q.teamId) findTeam(world, companyId, q.teamId);
  if (q.excludeTeamId) findTeam(world, companyId, q.excludeTeamId);
  const only = q.teamId ? inTeam(q.teamId) : null;
  const except = q.excludeTeamId ? inTeam(q.excludeTeamId) : null;
  const needle = q.search.toLowerCase();
  const sorted = usersByName(world, companyId);
  const users =
    !only && !except && needle === ''
      ? sorted
      : sorted.filter(
          (s) =>
            (!only || only.has(s.user.id)) &&
            (!except || !except.has(s.user.id)) &&
            (s.lowerName.includes(needle) || s.user.email.includes(needle)),
        );
  const { data, totalPages } = pageRows(users, { page: q.page, size: q.rowsPerPage });
  return { data: data.map((s) => toRow(s.user)), totalPages };
}

type ByName = { user: User; lowerName: string };
const collator = new Intl.Collator('en', { sensitivity: 'base' });
// Per state of the users collection (a new array whenever a user changes) and company: sorting
// 5,000 users on every page request cost half a second.
const sortedCache = new WeakMap<Records<User>, Map<number, ByName[]>>();

/** The company's users by name (invited users without a name by email), ties by id. */
function usersByName(world: World, companyId: number): ByName[] {
  let perCompany = sortedCache.get(world.users);
  if (!perCompany) {
    perCompany = new Map();
    // A collection that can still change (a draft's, a test's) is sorted each time.
    if (isCommitted(world.users)) sortedCache.set(world.users, perCompany);
  }
  let sorted = perCompany.get(companyId);
  if (!sorted) {
    const keyed = world.users
      .filter((u) => u.companyId === companyId)
      .map((user) => ({
        user,
        lowerName: fullName(user).toLowerCase(),
        key: fullName(user) || user.email,
      }));
    keyed.sort((a, b) => collator.compare(a.key, b.key) || a.user.id - b.user.id);
    sorted = keyed.map(({ user, lowerName }) => ({ user, lowerName }));
    perCompany.set(companyId, sorted);
  }
  return sorted;
}

export function userDetails(world: World, companyId: number, id: number): UserDetails {
  const u = findCompanyUser(world, companyId, id);
  return {
    ...toRow(u),
    createdAt: new Date(u.createdAt),
    forcePasswordReset: u.forcePasswordReset,
  };
}

/** The teams a user belongs to with their role in each, by team name. */
export function userTeams(
  world: World,
  companyId: number,
  userId: number,
  q: { page: number; rowsPerPage: number; search: string },
) {
  findCompanyUser(world, companyId, userId);
  const needle = q.search.toLowerCase();
  const rows = world.teamMembers
    .filter((m) => m.userId === userId)
    .flatMap((m) => {
      const team = world.teams.find((t) => t.id === m.teamId && t.companyId === companyId);
      return team ? [{ id: team.id, name: team.name, roleId: m.roleId }] : [];
    })
    .filter((r) => r.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
  const { data, totalPages } = pageRows(rows, { page: q.page, size: q.rowsPerPage });
  return { data, totalPages };
}

/**
 * Invites someone: an invited account (no password yet) in the caller's company, joined to the
 * given teams with one role, and an invitation email in the outbox whose link activates it.
 * The role must be one the caller may grant in each of those teams (permissions/role-grants).
 */
export function createUser(
  ctx: DomainContext,
  caller: PermissionCaller,
  req: { email: string; roleId: number; teamIds: number[] },
): User {
  const { world } = ctx;
  const { now } = ctx.time;
  requirePermission(world, caller, 'user.manage');
  const teamIds = [...new Set(req.teamIds)];
  for (const teamId of teamIds)
    requireGrantable(world, caller, findTeam(world, caller.companyId, teamId).id, req.roleId);
  assertRole(world, req.roleId);
  const email = req.email.toLowerCase();
  if (world.users.some((u) => u.email.toLowerCase() === email))
    throw conflict(USER_MESSAGES.emailTaken);
  assertWithinQuota(world, caller.companyId, { users: 1 });
  const at = now.toISOString();
  const user: User = {
    id: nextId(world, 'users'),
    companyId: caller.companyId,
    email,
    firstName: '',
    lastName: '',
    passwordHash: null,
    status: 'invited',
    forcePasswordReset: false,
    createdAt: at,
    updatedAt: at,
  };
  world.users.push(user);
  for (const teamId of teamIds)
    world.teamMembers.push({
      id: nextId(world, 'teamMembers'),
      teamId,
      userId: user.id,
      roleId: req.roleId,
    });
  const { token } = createResetToken(ctx, user.id, 'invitation');
  const company = companyOf(world, user);
  const link = `${ctx.config.portalUrl}/confirmNewUser?token=${token}&id=${user.id}`;
  sendEmail(world, now, invitationEmail(brandOf(world, company), user.email, company.name, link));
  return user;
}

/** Renames a user: anyone may rename themselves; others need user management. */
export function editUser(
  ctx: DomainContext,
  caller: PermissionCaller,
  req: { id: number; firstName: string; lastName: string },
): User {
  const user = findCompanyUser(ctx.world, caller.companyId, req.id);
  if (user.id !== caller.userId) requirePermission(ctx.world, caller, 'user.manage');
  user.firstName = req.firstName;
  user.lastName = req.lastName;
  user.updatedAt = ctx.time.now.toISOString();
  return user;
}

/**
 * Removes a user of the company with their memberships and pending links; every session they
 * had ends at once. Nobody deletes their own account.
 */
export function deleteUser(ctx: DomainContext, caller: PermissionCaller, id: number): void {
  const { world } = ctx;
  const user = findCompanyUser(world, caller.companyId, id);
  requirePermission(world, caller, 'user.manage');
  if (user.id === caller.userId) throw forbidden(USER_MESSAGES.selfDelete);
  revokeUserSessions(ctx, user.id);
  world.users.remove(user.id);
  world.teamMembers.removeWhere((m) => m.userId === user.id);
  world.resetTokens.removeWhere((t) => t.userId === user.id);
  world.mfaChallenges.removeWhere((c) => c.userId === user.id);
  world.signInGuards.removeWhere((g) => g.userId === user.id);
}
