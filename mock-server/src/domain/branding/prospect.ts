import { DEMO_MESSAGES } from '@contract/demos';
import type { BrandAsset, Company, World } from '../../model/schema';
import { nextId } from '../../model/ids';
import { badRequest } from '../shared/errors';
import { parseBrandImage, type BrandImage } from './brand-image';
import { brandingCompany, companyOf } from './branding';

/** A prospect a world is prepared for: its company name, and its logo and tab icon as data: URLs. */
export type Prospect = { company: string; logo?: string; tabIcon?: string };

/** What applying a prospect changed: the company now branded, and its assets' paths. */
export type AppliedProspect = {
  companyId: number;
  brandedCompanyId: number;
  logoPath: string | null;
  tabLogoPath: string | null;
};

export const BRAND_ASSETS_PATH = '/branding/assets/';
export const brandAssetPath = (id: number) => `${BRAND_ASSETS_PATH}${id}`;

function addAsset(world: World, image: BrandImage): string {
  const asset: BrandAsset = { id: nextId(world, 'brandAssets'), ...image };
  world.brandAssets.push(asset);
  return brandAssetPath(asset.id);
}

/** Brand images no company shows any more are dropped: a world keeps only what it serves. */
export function dropUnusedAssets(world: World): void {
  const used = new Set(world.companies.flatMap((c) => [c.logoPath, c.tabLogoPath]));
  world.brandAssets.removeWhere((a) => !used.has(brandAssetPath(a.id)));
}

/**
 * The world shown under a prospect's brand: the persona's company takes the prospect's name,
 * and the company whose brand the persona sees (itself, or its reseller) takes the prospect's
 * name as its brand name and the prospect's logo and tab icon (the logo when no tab icon is
 * given; none when no logo is given), so the sidebar, the tab and the emails' sender name show
 * the prospect. A reseller's customers see it too. Both images are checked before anything
 * changes (BrandImageError). Changes the given world (a draft); the images become brand assets.
 */
export function applyProspect(
  world: World,
  personaEmail: string,
  prospect: Prospect,
): AppliedProspect {
  const name = prospect.company.trim();
  if (name === '') throw badRequest(DEMO_MESSAGES.companyRequired);
  const logo = prospect.logo === undefined ? null : parseBrandImage(prospect.logo);
  const tabIcon = prospect.tabIcon === undefined ? null : parseBrandImage(prospect.tabIcon);
  const email = personaEmail.toLowerCase();
  const persona = world.users.find((u) => u.email.toLowerCase() === email);
  if (!persona) throw new Error(`The world has no persona ${personaEmail}`);

  const company = companyOf(world, persona);
  const branded: Company = brandingCompany(world, company) ?? company;
  company.name = name;
  branded.resellerName = name;
  branded.logoPath = logo ? addAsset(world, logo) : null;
  branded.tabLogoPath = tabIcon ? addAsset(world, tabIcon) : branded.logoPath;
  dropUnusedAssets(world);
  return {
    companyId: company.id,
    brandedCompanyId: branded.id,
    logoPath: branded.logoPath,
    tabLogoPath: branded.tabLogoPath,
  };
}
