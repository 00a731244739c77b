import type { Company, User, World } from '../../model/schema';
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
