import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDemoRequestSchema, DEMO_IMAGE_MAX_BYTES } from '@contract/demos';
import { envelope } from '@contract/envelope';
import { applyProspect } from '../../domain/branding/prospect';
import { restoreBrand, type StartingBrands } from '../../domain/branding/restore-brand';
import type { StartingPoint, WorldDeps } from '../../application/world-deps';
import { worldOf } from '../../hosting/request-world';
import { loadPersonas } from '../../seed/fixtures';
import { ok } from '../envelope';

const prospectSchema = createDemoRequestSchema.pick({ company: true, logo: true, tabIcon: true });
const brandReply = envelope(
  z.object({
    company: z.string(),
    logoPath: z.string().nullable(),
    tabLogoPath: z.string().nullable(),
  }),
);
// Two images as data: URLs (base64: four characters per three bytes), and the name.
const PERSONALISE_BODY_LIMIT = Math.ceil((DEMO_IMAGE_MAX_BYTES * 4) / 3) * 2 + 16 * 1024;

/** The reseller persona of the fixtures: the one whose branding a laptop demo shows. */
function resellerPersona(): string {
  const { companies, users } = loadPersonas();
  const reseller = companies.find((c) => c.isReseller);
  const user = users.find((u) => u.company === reseller?.key && u.status === 'active');
  if (!user) throw new Error('fixtures/personas.json has no reseller persona');
  return user.email;
}

// Making the starting world again (a seed: ~60 ms of CPU) for every restore would stall every
// other request; its companies and images are all a restore reads, and they do not change.
const startingBrands = new WeakMap<StartingPoint, Promise<StartingBrands>>();
function startingBrandsOf(deps: WorldDeps): Promise<StartingBrands> {
  let brands = startingBrands.get(deps.startingPoint);
  if (!brands) {
    brands = deps.startingPoint
      .world()
      .then(({ companies, brandAssets }) => ({ companies, brandAssets }));
    brands.catch(() => startingBrands.delete(deps.startingPoint));
    startingBrands.set(deps.startingPoint, brands);
  }
  return brands;
}

/**
 * A prospect's name and logo on the reseller persona's branding, in place (what the hosted
 * trial's demos do, on a laptop), and back to the branding the world started with.
 */
export const personaliseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/personalise',
    {
      bodyLimit: PERSONALISE_BODY_LIMIT,
      schema: { body: prospectSchema, response: { 200: brandReply } },
    },
    async (request) => {
      const applied = await worldOf(request).store.mutate((world) =>
        applyProspect(world, resellerPersona(), request.body),
      );
      return ok(`The reseller persona now shows ${request.body.company}`, {
        company: request.body.company,
        logoPath: applied.logoPath,
        tabLogoPath: applied.tabLogoPath,
      });
    },
  );

  app.delete('/personalise', { schema: { response: { 200: brandReply } } }, async (request) => {
    const deps = worldOf(request);
    const from = await startingBrandsOf(deps);
    const email = resellerPersona();
    const company = await deps.store.mutate((world) => {
      restoreBrand(world, from, email);
      const user = world.users.find((u) => u.email === email);
      // Plain values: the draft is gone once the change is committed.
      const { name, logoPath, tabLogoPath } =
        world.companies.find((c) => c.id === user?.companyId) ?? {};
      return { name, logoPath, tabLogoPath };
    });
    return ok('The reseller persona shows its own branding again', {
      company: company?.name ?? '',
      logoPath: company?.logoPath ?? null,
      tabLogoPath: company?.tabLogoPath ?? null,
    });
  });
};
