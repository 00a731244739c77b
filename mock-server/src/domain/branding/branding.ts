import type { Company, User, World } from '../../model/schema';
import { PRODUCT } from './product';

/**
 * Whose brand a user sees: a reseller's own users and its customers' users see the reseller
 * (name, logos, sender address); a direct customer that brands itself (a prospect's demo) sees
 * its own; everyone else sees the provider's product.
 */
export type Brand = {
  name: string;
  senderEmail: string;
  resellerName: string | null;
  resellerEmail: string | null;
  logoPath: string | null;
  tabLogoPath: string | null;
};

/** A company's own brand fields: set for resellers, and for a direct customer that brands itself. */
export const hasOwnBrand = (company: Company): boolean =>
  company.resellerName !== null || company.logoPath !== null || company.tabLogoPath !== null;

/** The company whose brand a company's users see (itself, its reseller), or null: the product's. */
export function brandingCompany(world: World, company: Company): Company | null {
  if (company.isReseller) return company;
  if (company.resellerId === null) return hasOwnBrand(company) ? company : null;
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
