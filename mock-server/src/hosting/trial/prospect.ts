import { produce } from 'immer';
import { applyProspect, type Prospect } from '../../domain/branding/prospect';
import type { World } from '../../model/schema';

export type { Prospect } from '../../domain/branding/prospect';

/** Where a demo's brand images are served from, once its world is made (paths of the world). */
export type ProspectBrand = { logoPath: string | null; tabLogoPath: string | null };

/**
 * The one place a demo's world takes its prospect (domain/branding/prospect.ts): made on the
 * template's copy as the world is created. The images are checked before the world is made
 * (400 or 413), so a refused one leaves nothing behind; `brand` says where they are served.
 */
export function personaliseFor(persona: string, prospect: Prospect) {
  const brand: ProspectBrand = { logoPath: null, tabLogoPath: null };
  const personalise = (world: World): World =>
    produce(world, (draft: World) => {
      const applied = applyProspect(draft, persona, prospect);
      brand.logoPath = applied.logoPath;
      brand.tabLogoPath = applied.tabLogoPath;
    });
  return { personalise, brand };
}
