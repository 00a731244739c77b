import type { Company, World } from '../../model/schema';
import { brandingCompany, companyOf } from './branding';
import { brandAssetPath, dropUnusedAssets } from './prospect';

const BRAND_FIELDS = ['name', 'resellerName', 'resellerEmail', 'logoPath', 'tabLogoPath'] as const;

/** What restoring a brand reads of the world the sandbox started from. */
export type StartingBrands = Pick<World, 'companies' | 'brandAssets'>;

function restoreCompany(world: World, from: StartingBrands, company: Company): void {
  const original = from.companies.byId(company.id);
  if (!original) return;
  for (const field of BRAND_FIELDS) (company as Record<string, unknown>)[field] = original[field];
  // The original's own images come back with it, under their ids.
  for (const asset of from.brandAssets) {
    if (
      original.logoPath !== brandAssetPath(asset.id) &&
      original.tabLogoPath !== brandAssetPath(asset.id)
    )
      continue;
    world.brandAssets.put({ ...asset });
    world.counters.brandAssets = Math.max(world.counters.brandAssets, asset.id);
  }
}

/**
 * Undoes applyProspect for a persona: its company and the company whose brand it sees take
 * back their names and brands from `from` (the world the sandbox started from).
 */
export function restoreBrand(world: World, from: StartingBrands, personaEmail: string): void {
  const email = personaEmail.toLowerCase();
  const persona = world.users.find((u) => u.email.toLowerCase() === email);
  if (!persona) throw new Error(`The world has no persona ${personaEmail}`);
  const company = companyOf(world, persona);
  const branded = brandingCompany(world, company) ?? company;
  restoreCompany(world, from, company);
  if (branded !== company) restoreCompany(world, from, branded);
  dropUnusedAssets(world);
}
