import type { CurrentUser } from '../../../contract/users';
import type { Company, User, World } from '../store/schema';
import { PRODUCT } from './product';

/**
 * Whose brand a user sees: a reseller's own users and its customers' users see the reseller
 * (name, logos, sender address); everyone else sees the provider's product.
 */
export type Brand = {
  name: string;
  senderEmail: string;
  resellerName: string | null;
  resellerEmail: string | null;
  logoPath: string | null;
  tabLogoPath: string | null;
};

function brandingCompany(world: World, company: Company): Company | null {
  if (company.isReseller) return company;
  if (company.resellerId === null) return null;
  return world.companies.find((c) => c.id === company.resellerId) ?? null;
}

export function brandOf(world: World, company: Company): Brand {
  const reseller = brandingCompany(world, company);
  return {
    name: reseller?.resellerName ?? PRODUCT.shortName,
    senderEmail: reseller?.resellerEmail ?? PRODUCT.senderEmail,
    resellerName: reseller?.resellerName ?? null,
    resellerEmail: reseller?.resellerEmail ?? null,
    logoPath: reseller?.logoPath ?? null,
    tabLogoPath: reseller?.tabLogoPath ?? null,
  };
}

export function companyOf(world: World, user: User): Company {
  const company = world.companies.find((c) => c.id === user.companyId);
  if (!company) throw new Error(`User ${user.id} belongs to no company`);
  return company;
}

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
