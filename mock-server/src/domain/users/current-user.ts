import type { CurrentUser } from '@contract/users';
import type { User, World } from '../../model/schema';
import { brandOf, companyOf } from '../branding/branding';
import { unauthorized } from '../shared/errors';

// Paths are stored relative so the data file survives a port change; the portal needs full URLs.
const absolute = (origin: string, path: string | null) =>
  path === null ? null : new URL(path, `${origin}/`).href;

/** The user as login, MFA and /users/me return it (contract currentUserSchema). */
export function toCurrentUser(world: World, user: User, publicOrigin: string): CurrentUser {
  const company = companyOf(world, user);
  const brand = brandOf(world, company);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: company.name,
    logoUrl: absolute(publicOrigin, brand.logoPath),
    tabLogoUrl: absolute(publicOrigin, brand.tabLogoPath),
    resellerName: brand.resellerName,
    resellerEmail: brand.resellerEmail,
    isReseller: company.isReseller,
    forcePasswordReset: user.forcePasswordReset,
  };
}

/** The signed-in user (of a session the auth hook has already checked), as /users/me returns it. */
export function currentUser(world: World, userId: number, publicOrigin: string): CurrentUser {
  const user = world.users.byId(userId);
  if (!user) throw unauthorized();
  return toCurrentUser(world, user, publicOrigin);
}
